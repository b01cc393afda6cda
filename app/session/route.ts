import { proxyText } from "@/lib/proxy/proxy-texts";
import { isCrossSiteRequest } from "@/lib/session/cross-site";
import { clearedSessionCookie, isHttpsRequest } from "@/lib/session/session-cookie";

export const dynamic = "force-dynamic";

// Logout: the cookie is httpOnly, so only the server can clear it; only the panel's own pages may.
export function DELETE(request: Request): Response {
  if (isCrossSiteRequest(request.headers)) return Response.json({ detail: proxyText("crossSite") }, { status: 403 });
  return new Response(null, { status: 204, headers: { "set-cookie": clearedSessionCookie(isHttpsRequest(request.headers)) } });
}
