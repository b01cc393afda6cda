import "server-only";
// Shared by proxy.ts, the request guard (server redirect), and tests; kept free of Next imports.
import { panelPath } from "@/lib/navigation/panel-path";
import { signInAgainPath } from "@/lib/navigation/return-path";

export const PUBLIC_PATHS = ["/login"];

export type GuardDecision = { redirectTo: string } | { allow: true };

/** `search`: the page's query ("" or "?…"), kept for the page the sign-in goes back to. */
export function guardRoute(pathname: string, hasSession: boolean, search = ""): GuardDecision {
  const isPublic = PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  if (isPublic) return { allow: true };
  if (!hasSession) {
    // Only one of the panel's own pages is worth coming back to (never another site).
    const back = panelPath(`${pathname}${search}`);
    return { redirectTo: back ? signInAgainPath(back) : "/login" };
  }
  if (pathname === "/") return { redirectTo: "/dashboard" };
  return { allow: true };
}
