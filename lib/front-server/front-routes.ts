import "server-only";
// Which requests the front server (server/front-server.ts) answers itself and which go to Next.
import { SIGN_IN_PATH } from "@/lib/session/session-paths";

export type FrontRoute = "api" | "wrapper" | "realtime" | "next";

// Route handlers that must stay in Next: signing in also sets the httpOnly session cookie.
const NEXT_ROUTES = new Set<string>([SIGN_IN_PATH]);

/** Decides from the raw request target (`req.url`), as the route handlers' prefixes would. */
export function frontRoute(rawUrl: string): FrontRoute {
  const query = rawUrl.indexOf("?");
  const path = query === -1 ? rawUrl : rawUrl.slice(0, query);
  if (path.startsWith("/socket.io/")) return "realtime";
  // The catch-all route handlers need at least one segment after their prefix.
  const target = path.length > 5 && path.startsWith("/api/") ? "api" : path.length > 9 && path.startsWith("/wrapper/") ? "wrapper" : null;
  if (!target) return "next";
  // Compared normalised (dot segments, trailing slash) as Next's router would match them.
  const normalised = new URL(path, "http://panel.local").pathname.replace(/\/+$/, "");
  return NEXT_ROUTES.has(normalised) ? "next" : target;
}
