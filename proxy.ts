import { NextResponse, type NextRequest } from "next/server";
import { guardRoute } from "@/lib/auth/route-guard";
import { SESSION_COOKIE } from "@/lib/auth/storage-keys";
import { buildContentSecurityPolicy, createNonce } from "@/lib/security/content-security-policy";

// Next 16's request hook (formerly middleware.ts), not the panel's API proxy (lib/proxy/api-proxy.ts): it
// guards the session and sets the CSP before a page renders.
export function proxy(request: NextRequest) {
  const decision = guardRoute(request.nextUrl.pathname, Boolean(request.cookies.get(SESSION_COOKIE)?.value));
  if ("redirectTo" in decision) return NextResponse.redirect(new URL(decision.redirectTo, request.url), 307);

  const nonce = createNonce();
  const csp = buildContentSecurityPolicy(nonce, process.env.NODE_ENV === "development");
  // Next reads the nonce from the request's CSP header and puts it on its own scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", csp);
  return response;
}

export const config = {
  // Proxied calls, realtime and Next's own files never pass here (a matcher over /api would also cap
  // bodies). The content renderer checks the session itself, so it answers 401 instead of a redirect.
  // Static files are named one by one: a rule on any dotted path let /niches/1.0 skip the guard and CSP.
  matcher: ["/((?!api/|wrapper/|socket\\.io(?:/|$)|session$|product-content/render$|_next/|favicon\\.ico$|icon\\.svg$).*)"],
};
