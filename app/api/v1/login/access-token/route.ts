import { proxyRequest } from "@/lib/http/proxy";
import { loginResponseSchema } from "@/lib/auth/schemas";
import { sessionCookie } from "@/lib/auth/session-cookie";

export const dynamic = "force-dynamic";

// Same proxy as every /api call, plus the httpOnly session cookie that middleware.ts checks.
export async function POST(request: Request): Promise<Response> {
  const upstream = await proxyRequest(request, "api");
  if (upstream.status !== 200) return upstream;
  const text = await upstream.text();
  const headers = new Headers(upstream.headers);
  try {
    const { access_token } = loginResponseSchema.parse(JSON.parse(text));
    headers.append("set-cookie", sessionCookie(access_token));
  } catch {
    // An unexpected body is passed through untouched; the client reports it.
  }
  return new Response(text, { status: upstream.status, headers });
}
