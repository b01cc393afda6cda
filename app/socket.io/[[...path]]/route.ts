import { proxyHandlers } from "@/lib/proxy/api-proxy";

// Socket.IO long polling under `next start`: answered here rather than by an external rewrite,
// whose answers Next sends without the panel's security headers. Websocket upgrades still go
// through the rewrite in next.config.mjs (a route handler cannot upgrade), and `npm start`'s front
// server proxies /socket.io/ itself.
export const dynamic = "force-dynamic";
export const runtime = "nodejs";
export const maxDuration = 60;
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = proxyHandlers("realtime");
