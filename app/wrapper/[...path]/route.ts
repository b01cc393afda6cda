import { proxyHandlers } from "@/lib/proxy/api-proxy";

export const dynamic = "force-dynamic";
// The proxy needs node:http; Vercel ends a function at maxDuration seconds, which leaves room for
// the proxy's own timeout (PROXY_TIMEOUT_MS, 30 s by default) and a large upload's transfer.
export const runtime = "nodejs";
export const maxDuration = 60;
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = proxyHandlers("wrapper");
