import "server-only";
// Answers the front server gives without asking Next or the upstream: refused request targets,
// stray websocket upgrades and its last-resort 500. They carry the same security headers as every
// other answer, plus a CSP that allows nothing, since no page is behind them.
import type { ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { securityHeaders } from "@/lib/security/security-headers.mjs";
import { proxyText } from "@/lib/proxy/proxy-texts";
import { ALLOWED_METHODS } from "./request-target";

const HEADERS: Record<string, string> = {
  ...Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value])),
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Cache-Control": "no-store",
};

const TEXT = { 400: "badRequest", 405: "methodNotAllowed", 500: "upstreamError" } as const;

/** A JSON `{detail}` in Spanish, as the proxy answers, with the panel's headers. */
export function writeRefusal(res: ServerResponse, status: 400 | 405 | 500): void {
  const body = JSON.stringify({ detail: proxyText(TEXT[status]) });
  const headers: Record<string, string | number> = { ...HEADERS, "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) };
  if (status === 405) headers.Allow = ALLOWED_METHODS;
  // The request's body is not read: close rather than leave it in the connection.
  if (status !== 500) headers.Connection = "close";
  res.writeHead(status, headers);
  res.end(body);
}

const STATUS_LINE = { 400: "400 Bad Request", 408: "408 Request Timeout", 431: "431 Request Header Fields Too Large" } as const;

/** Writes a bodiless answer straight on the connection and closes it: no request object to answer through. */
function refuseOnSocket(socket: Duplex, status: keyof typeof STATUS_LINE): void {
  if (!socket.writable) return void socket.destroy();
  const lines = Object.entries(HEADERS).map(([key, value]) => `${key}: ${value}`);
  socket.end([`HTTP/1.1 ${STATUS_LINE[status]}`, "Connection: close", "Content-Length: 0", ...lines, "", ""].join("\r\n"));
  socket.once("finish", () => socket.destroy());
}

/** Ends an upgrade request nothing serves (only /socket.io/ speaks websocket) at once, instead of leaving it open. */
export function refuseUpgrade(socket: Duplex): void {
  refuseOnSocket(socket, 400);
}

/**
 * What node answers itself to a request it cannot parse (an unknown method such as TRACK, a broken
 * request line, headers too large, a stalled request), now with the panel's headers.
 */
export function refuseMalformed(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === "ECONNRESET") return void socket.destroy();
  refuseOnSocket(socket, error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400);
}
