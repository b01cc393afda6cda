// What Vercel's edge does in front of a Next deployment, as far as the panel can tell: no websocket
// upgrades through rewrites, request bodies over 4.5 MB refused with a plain-text 413 before the
// function runs, a function ended at 60 s, and X-Forwarded-* set (overwritten) by the edge.
// Usage: PORT=3401 TARGET=http://127.0.0.1:3400 node vercel-like-proxy.mjs
import http from "node:http";

const port = Number(process.env.PORT ?? 3401);
const target = new URL(process.env.TARGET ?? "http://127.0.0.1:3400");
const MAX_BODY_BYTES = 4.5 * 1024 * 1024;
const TIMEOUT_MS = Number(process.env.FUNCTION_TIMEOUT_MS ?? 60_000);
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te", "trailer"]);

function plain(res, status, text) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

/** Refuses an oversized body once the client has finished sending it, as the edge does. */
function tooLarge(req, res) {
  req.resume();
  if (req.complete) plain(res, 413, "Request Entity Too Large\n\nFUNCTION_PAYLOAD_TOO_LARGE\n");
  else req.once("end", () => plain(res, 413, "Request Entity Too Large\n\nFUNCTION_PAYLOAD_TOO_LARGE\n"));
}

const server = http.createServer((req, res) => {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > MAX_BODY_BYTES) return tooLarge(req, res);
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
  headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
  headers["x-forwarded-host"] = req.headers.host ?? "";
  headers["x-forwarded-proto"] = "http";
  let refused = false;
  const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers });
  const timer = setTimeout(() => {
    refused = true;
    upstream.destroy();
    plain(res, 504, "An error occurred with your deployment\n\nFUNCTION_INVOCATION_TIMEOUT\n");
  }, TIMEOUT_MS);
  upstream.on("response", (answer) => {
    const out = {};
    for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
    res.writeHead(answer.statusCode ?? 502, out);
    answer.pipe(res);
    answer.on("end", () => clearTimeout(timer));
  });
  upstream.on("error", () => {
    clearTimeout(timer);
    if (!refused) plain(res, 502, "Bad Gateway\n");
  });
  res.on("close", () => {
    clearTimeout(timer);
    if (!res.writableFinished) upstream.destroy();
  });
  // A chunked body is counted as it arrives and refused once past the limit.
  let received = 0;
  req.on("data", (chunk) => {
    received += chunk.length;
    if (received > MAX_BODY_BYTES && !refused) {
      refused = true;
      clearTimeout(timer);
      req.unpipe(upstream);
      upstream.destroy();
      tooLarge(req, res);
    }
  });
  req.pipe(upstream);
});

// Vercel carries no websocket upgrade through a rewrite: the handshake is refused.
server.on("upgrade", (_req, socket) => {
  socket.end("HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain\r\nContent-Length: 26\r\nConnection: close\r\n\r\nWebSocket is not supported");
});

server.listen(port, "127.0.0.1", () => console.log(`[vercel-like] http://127.0.0.1:${port} -> ${target.origin}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
