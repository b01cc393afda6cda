import { clearedSessionCookie, isHttpsRequest } from "@/lib/auth/session-cookie";

export const dynamic = "force-dynamic";

// Logout: the cookie is httpOnly, so only the server can clear it.
export function DELETE(request: Request): Response {
  return new Response(null, { status: 204, headers: { "set-cookie": clearedSessionCookie(isHttpsRequest(request.headers)) } });
}
