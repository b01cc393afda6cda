import { EXPIRED_SESSION_PARAM } from "@/lib/auth/paths";
import { clearedSessionCookie, isHttpsRequest } from "@/lib/auth/session-cookie";

export const dynamic = "force-dynamic";

// A page found the session refused upstream while rendering: the httpOnly cookie can only be
// cleared here, then the browser signs in again (the request guard, proxy.ts, would otherwise keep it in).
export function GET(request: Request): Response {
  const headers = new Headers({ location: `/login?${EXPIRED_SESSION_PARAM}=1`, "cache-control": "no-store" });
  headers.append("set-cookie", clearedSessionCookie(isHttpsRequest(request.headers)));
  return new Response(null, { status: 303, headers });
}
