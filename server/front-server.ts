// `npm start`'s panel server: node:http in front of Next, in one process (Next's custom-server API).
// /api and /wrapper calls are proxied here with the route handlers' own code (lib/proxy/api-proxy.ts),
// skipping Next's request pipeline, which cost several ms of CPU per call; /socket.io/ is
// proxied here too, websocket upgrades included. Everything else (pages, sign-in, /session, _next)
// is Next's. Bundled by scripts/build-front-server.mjs; run as `node <distDir>/front-server.mjs`.
import { EventEmitter } from "node:events";
import http from "node:http";
import next from "next";
import { overwriteForwardedHeaders, trustedProxies } from "@/lib/proxy/forwarded-headers";
import { frontRoute } from "@/lib/front-server/front-routes";
import { refuseMalformed, refuseUpgrade, writeRefusal } from "@/lib/front-server/refusal";
import { checkRequestTarget } from "@/lib/front-server/request-target";
import { proxyRealtime, proxyRealtimeUpgrade } from "@/lib/proxy/realtime-proxy";
import { serveProxy } from "@/lib/proxy/serve-proxy";

function option(flag: string, fallback?: string): string | undefined {
  const at = process.argv.indexOf(flag);
  return at === -1 ? fallback : process.argv[at + 1];
}

// A malformed TRUSTED_PROXIES stops the start with its message rather than failing every request.
trustedProxies();
const port = Number(option("-p", process.env.PORT ?? "3000"));
const hostname = option("-H");
// Next listens for upgrades on this emitter rather than on the server, so a /socket.io/ upgrade is
// answered once, here; a production Next serves no other upgrade, so any other is refused.
const nextUpgrades = new EventEmitter();
const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? "localhost", port, httpServer: nextUpgrades as http.Server });
const handleNext = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  const target = checkRequestTarget(req.method ?? "GET", req.url ?? "/", req.headers.host);
  if (!target.ok) return writeRefusal(res, target.status);
  req.url = target.url;
  // Next only fills in forwarded headers a client left out; the sign-in throttle must not believe a claimed address.
  overwriteForwardedHeaders(req);
  const route = frontRoute(req.url);
  const handled = route === "next" ? handleNext(req, res) : route === "realtime" ? proxyRealtime(req, res) : serveProxy(req, res, route);
  handled.catch((error: Error) => {
    console.error(`[front-server] ${req.method} ${req.url} failed:`, error);
    if (!res.headersSent) writeRefusal(res, 500);
    else res.end();
  });
});
server.on("upgrade", (req, socket, head) => {
  const target = checkRequestTarget(req.method ?? "GET", req.url ?? "/", req.headers.host);
  if (!target.ok || frontRoute(target.url) !== "realtime") return refuseUpgrade(socket);
  req.url = target.url;
  overwriteForwardedHeaders(req);
  proxyRealtimeUpgrade(req, socket, head);
});
server.on("clientError", refuseMalformed);
server.listen(port, hostname, () => console.log(`▶ Panel listening on http://${hostname ?? "localhost"}:${port}`));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    void app.close().finally(() => process.exit(0));
  });
}
