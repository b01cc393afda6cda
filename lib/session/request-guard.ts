import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { guardRoute } from "@/lib/session/route-guard";
import { SESSION_COOKIE } from "@/lib/session/storage-keys";
import { PAGE_PATH_HEADER } from "@/lib/session/panel-routes";
import { buildContentSecurityPolicy, createNonce } from "@/lib/security/content-security-policy";

/** Before a page renders: no session ⇒ 307 to the sign-in; otherwise the CSP with a fresh nonce. */
export function requestGuard(request: NextRequest) {
  const decision = guardRoute(request.nextUrl.pathname, Boolean(request.cookies.get(SESSION_COOKIE)?.value), request.nextUrl.search);
  if ("redirectTo" in decision) return NextResponse.redirect(new URL(decision.redirectTo, request.url), 307);

  const nonce = createNonce();
  const csp = buildContentSecurityPolicy(nonce, process.env.NODE_ENV === "development");
  // Next reads the nonce from the request's CSP header and puts it on its own scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  // A page that finds the session refused while rendering sends the sign-in back here.
  requestHeaders.set(PAGE_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", csp);
  return response;
}
