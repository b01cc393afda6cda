import type { NextRequest } from "next/server";
import { requestGuard } from "@/lib/session/request-guard";

// Next 16's name for the request hook (formerly middleware.ts), not the panel's API proxy
// (lib/proxy/api-proxy.ts): the logic is the request guard; Next wants it exported as `proxy` from here.
export function proxy(request: NextRequest) {
  return requestGuard(request);
}

// Stays in this file: Next reads the matcher statically from proxy.ts.
export const config = {
  // Proxied calls, realtime and Next's own files never pass here (a matcher over /api would also cap
  // bodies). The content renderer checks the session itself, so it answers 401 instead of a redirect.
  // Static files are named one by one: a rule on any dotted path let /niches/1.0 skip the guard and CSP.
  matcher: ["/((?!api/|wrapper/|socket\\.io(?:/|$)|session$|product-content/render$|_next/|favicon\\.ico$|icon\\.svg$).*)"],
};
