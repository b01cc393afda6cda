import "server-only";
// Shared by proxy.ts, the request guard (server redirect), and tests; kept free of Next imports.
export const PUBLIC_PATHS = ["/login"];

export type GuardDecision = { redirectTo: string } | { allow: true };

export function guardRoute(pathname: string, hasSession: boolean): GuardDecision {
  const isPublic = PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  if (isPublic) return { allow: true };
  if (!hasSession) return { redirectTo: "/login" };
  if (pathname === "/") return { redirectTo: "/dashboard" };
  return { allow: true };
}
