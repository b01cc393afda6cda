import "server-only";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { createGzip } from "node:zlib";
import { HSTS_HEADER, isHttpsForwardedProto, securityHeaders } from "@/lib/security/security-headers.mjs";
import type { ProxyAnswer } from "./proxy-answer";
import { shouldGzip } from "./response-compression";

// The headers next.config.mjs puts on every response Next serves; upstream values win, as in Next.
const SECURITY = securityHeaders();
const PRODUCTION = process.env.NODE_ENV === "production";

function nodeHeaders(headers: Headers, https: boolean): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const { key, value } of SECURITY) out[key.toLowerCase()] = value;
  if (https && PRODUCTION) out[HSTS_HEADER.key.toLowerCase()] = HSTS_HEADER.value;
  headers.forEach((value, key) => {
    if (key !== "set-cookie") out[key] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length) out["set-cookie"] = cookies;
  return out;
}

/** Sends the proxy's answer on a node response, streaming its body (plain pipes: no per-call AbortController). */
export function writeResponse(req: IncomingMessage, res: ServerResponse, answer: ProxyAnswer): void {
  const { body } = answer;
  if (res.destroyed) {
    if (body && "destroy" in body) body.destroy();
    return;
  }
  // The front server has already overwritten X-Forwarded-Proto from the connection or a trusted proxy.
  const headers = nodeHeaders(answer.headers, isHttpsForwardedProto(req.headers["x-forwarded-proto"]));
  const gzip = body !== null && shouldGzip(req.headers["accept-encoding"], answer.headers);
  if (gzip) {
    headers["content-encoding"] = "gzip";
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  }
  const length = body instanceof Uint8Array ? body.byteLength : answer.length;
  if (!gzip && body !== null && length !== undefined) headers["content-length"] = length;
  res.writeHead(answer.status, answer.statusText || undefined, headers);
  // An answer given before the body was read (413, 400...) leaves the rest to drain, keeping the connection usable.
  res.once("finish", () => {
    if (!req.complete) req.resume();
  });
  if (body === null) return void res.end();
  if (body instanceof Uint8Array) return void (gzip ? createGzip().end(body).pipe(res) : res.end(body));
  // The client leaving stops the upstream; the upstream breaking off mid-body cuts the client off.
  res.once("close", () => {
    if (!res.writableFinished) body.destroy();
  });
  body.once("error", () => res.destroy());
  if (gzip) body.pipe(createGzip()).pipe(res);
  else body.pipe(res);
}
