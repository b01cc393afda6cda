import { proxyRequest } from "@/lib/proxy/api-proxy";
import { proxyText } from "@/lib/proxy/proxy-texts";
import { loginResponseSchema } from "@/features/auth/schemas";
import { isCrossSiteRequest } from "@/lib/session/cross-site";
import { isHttpsRequest, sessionCookie } from "@/lib/session/session-cookie";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";
// Sized for the proxy's own timeout (PROXY_TIMEOUT_MS, 30 s by default) with room to answer; Vercel
// ends a function at this many seconds.
export const maxDuration = 60;

// Same proxy as every /api call, plus the httpOnly session cookie that proxy.ts (the request guard) checks.
export async function POST(request: Request): Promise<Response> {
  // The cookie decides what the first screen renders: another site must not sign the browser in to a
  // session of its choosing.
  if (isCrossSiteRequest(request.headers)) {
    return Response.json({ detail: proxyText("crossSite") }, { status: 403, headers: { "cache-control": "no-store" } });
  }
  const upstream = await proxyRequest(request, "api");
  if (upstream.status !== 200) return upstream;
  const text = await upstream.text();
  const headers = new Headers(upstream.headers);
  try {
    const { access_token } = loginResponseSchema.parse(JSON.parse(text));
    headers.append("set-cookie", sessionCookie(access_token, isHttpsRequest(request.headers)));
  } catch {
    // An unexpected body is passed through untouched; the client reports it.
  }
  return new Response(text, { status: upstream.status, headers });
}
