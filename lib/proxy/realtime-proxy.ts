import "server-only";
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import https from "node:https";
import type { Duplex } from "node:stream";
import { readUpstreamEnv } from "@/lib/config/upstream-env.mjs";
import { addForwardedHeaders, connectionOf } from "./forwarded-headers";
import { buildUpstreamUrl } from "./proxy-path";
import { forwardRequestHeaders, forwardResponseHeaders } from "./proxy-headers";
import { detailAnswer, type ProxyAnswer } from "./proxy-answer";
import { proxyText } from "./proxy-texts";
import { requestBody } from "./request-body";
import { headersFromRaw, openUpstream } from "./upstream-request";
import { writeResponse } from "./write-response";

// /socket.io/ in the front server: what the next.config.mjs rewrite does under plain `next start`,
// plus websocket upgrades. No PROXY_TIMEOUT_MS here: a long poll lasts up to the ping interval.

const PREFIX = "/socket.io/";
const base = `${readUpstreamEnv(process.env).realtimeUpstream}/socket.io`;

/** The upstream URL for a raw /socket.io/ request target, or null for a hostile path. */
function realtimeUrl(rawUrl: string): URL | null {
  const query = rawUrl.indexOf("?");
  const path = query === -1 ? rawUrl : rawUrl.slice(0, query);
  if (!path.startsWith(PREFIX)) return null;
  return buildUpstreamUrl(base, path.slice(PREFIX.length), query === -1 ? "" : rawUrl.slice(query));
}

/**
 * What a reverse proxy sends on: the upstream's own Host, and X-Forwarded-Host/-Proto/-For naming
 * the panel as the browser sees it (python-engineio's default origin check compares the browser's
 * Origin with them), plus the body's Content-Length for a polling POST.
 */
function upstreamHeaders(req: IncomingMessage): Headers {
  return forwardRequestHeaders(addForwardedHeaders(headersFromRaw(req.rawHeaders), connectionOf(req)));
}

/** Long polling (and any other plain HTTP request under /socket.io/). */
export async function proxyRealtime(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = realtimeUrl(req.url ?? "");
  if (!url) return writeResponse(req, res, detailAnswer(400, proxyText("badPath")));
  const clientGone = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) clientGone.abort();
  });
  const method = req.method ?? "GET";
  let answer: ProxyAnswer;
  try {
    const opened = await openUpstream(url, {
      method,
      headers: upstreamHeaders(req),
      body: method === "GET" || method === "HEAD" ? null : requestBody(req),
      signal: clientGone.signal,
    });
    answer = { ...opened, headers: forwardResponseHeaders(opened.headers) };
  } catch (error) {
    if (clientGone.signal.aborted) return;
    console.error(`[realtime] ${method} ${url.pathname} failed:`, (error as Error).message);
    answer = detailAnswer(502, proxyText("unavailable"));
  }
  writeResponse(req, res, answer);
}

function rawHead(status: number, message: string | undefined, headers: Headers): string {
  let head = `HTTP/1.1 ${status} ${message ?? ""}\r\n`;
  headers.forEach((value, name) => {
    if (name !== "set-cookie") head += `${name}: ${value}\r\n`;
  });
  for (const cookie of headers.getSetCookie()) head += `set-cookie: ${cookie}\r\n`;
  return `${head}\r\n`;
}

/** A websocket upgrade: the handshake goes upstream, then bytes flow both ways untouched. */
export function proxyRealtimeUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
  const url = realtimeUrl(req.url ?? "");
  if (!url) {
    socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    return;
  }
  const headers: OutgoingHttpHeaders = {};
  upstreamHeaders(req).forEach((value, key) => (headers[key] = value));
  // forwardRequestHeaders drops these hop-by-hop headers; an upgrade is the one place they belong.
  headers.connection = "Upgrade";
  headers.upgrade = req.headers.upgrade;
  const upstream = (url.protocol === "https:" ? https : http).request(url, { method: req.method, headers });
  socket.on("error", () => upstream.destroy());
  upstream.on("error", () => socket.destroy());
  upstream.on("upgrade", (answer, upstreamSocket, upstreamHead) => {
    // The upstream's answer passes the proxy's header rules; the handshake's own two are set again.
    const kept = forwardResponseHeaders(headersFromRaw(answer.rawHeaders));
    kept.set("connection", "Upgrade");
    if (answer.headers.upgrade) kept.set("upgrade", answer.headers.upgrade);
    socket.write(rawHead(101, answer.statusMessage, kept));
    if (upstreamHead.length) socket.write(upstreamHead);
    if (head.length) upstreamSocket.write(head);
    upstreamSocket.on("error", () => socket.destroy());
    socket.on("close", () => upstreamSocket.destroy());
    upstreamSocket.on("close", () => socket.destroy());
    upstreamSocket.pipe(socket).pipe(upstreamSocket);
  });
  // Refused (e.g. 400 for an unknown session): the answer goes back as it is and the socket closes.
  upstream.on("response", (answer) => {
    // Node has decoded the chunking but not the encoding, so the body is resent as it came, close-delimited.
    const kept = forwardResponseHeaders(headersFromRaw(answer.rawHeaders));
    if (answer.headers["content-encoding"]) kept.set("content-encoding", answer.headers["content-encoding"]);
    kept.set("connection", "close");
    socket.write(rawHead(answer.statusCode ?? 502, answer.statusMessage, kept));
    answer.pipe(socket);
  });
  upstream.end();
}
