import { expiredSignInPath } from "@/lib/session/panel-routes";
import { serverSessionVerifier } from "@/lib/session/server-session";
import { clearedSessionCookie, isHttpsRequest } from "@/lib/session/session-cookie";
import { sessionToken } from "@/lib/session/session-verifier";

export const dynamic = "force-dynamic";

// A page found the session refused upstream while rendering: the httpOnly cookie can only be cleared
// here, then the browser signs in again (the request guard, proxy.ts, would otherwise keep it in).
// Any site can send the browser here, so the session is cleared only when the upstream refuses it.
export async function GET(request: Request): Promise<Response> {
  const token = sessionToken(request.headers);
  const verdict = token ? await serverSessionVerifier()(token, { fresh: true }) : "refused";
  if (verdict !== "refused") return new Response(null, { status: 303, headers: { location: "/dashboard", "cache-control": "no-store" } });
  const headers = new Headers({ location: expiredSignInPath(new URL(request.url).search), "cache-control": "no-store" });
  headers.append("set-cookie", clearedSessionCookie(isHttpsRequest(request.headers)));
  return new Response(null, { status: 303, headers });
}
