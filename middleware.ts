import { NextResponse, type NextRequest } from "next/server";
import { guardRoute } from "@/lib/auth/route-guard";
import { SESSION_COOKIE } from "@/lib/auth/storage-keys";

export function middleware(request: NextRequest) {
  const decision = guardRoute(request.nextUrl.pathname, Boolean(request.cookies.get(SESSION_COOKIE)?.value));
  if ("redirectTo" in decision) return NextResponse.redirect(new URL(decision.redirectTo, request.url), 307);
  return NextResponse.next();
}

export const config = {
  // Proxied calls, realtime and static files never pass here (a matcher over /api would also cap bodies).
  matcher: ["/((?!api/|wrapper/|socket\\.io|session|_next/|favicon\\.ico|.*\\.[a-zA-Z0-9]+$).*)"],
};
