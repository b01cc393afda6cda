import "server-only";
import type { IncomingMessage } from "node:http";
import { isIP, type BlockList } from "node:net";
import type { TLSSocket } from "node:tls";
import { isTrusted, readTrustedProxies } from "@/lib/config/trusted-proxies";

// The X-Forwarded-* headers the panel sends upstream describe the browser's request as the panel
// received it. They are always overwritten: a client's own values are believed only when the
// connection comes from a trusted proxy (TRUSTED_PROXIES), which must itself overwrite them.

export interface Connection {
  localPort?: number;
  remoteAddress?: string;
  encrypted: boolean;
}

/** The headers that describe the browser's request to the next hop; the panel always sets them itself. */
export const FORWARDED_HEADERS: readonly string[] = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-port", "x-forwarded-proto", "x-real-ip", "forwarded"];

let envTrusted: BlockList | undefined;
/** TRUSTED_PROXIES, read once; throws with the variable's name when an entry is malformed. */
export function trustedProxies(): BlockList {
  envTrusted ??= readTrustedProxies(process.env.TRUSTED_PROXIES);
  return envTrusted;
}

function first(value: string | null): string | undefined {
  const head = value?.split(",")[0]?.trim();
  return head || undefined;
}

/** The client's address: the rightmost hop of a trusted chain that is not itself a trusted proxy. */
function clientAddress(chain: string | null, peer: string | undefined, trusted: BlockList): string | undefined {
  if (!isTrusted(trusted, peer)) return peer;
  const hops = (chain ?? "").split(",").map((hop) => hop.trim()).filter((hop) => isIP(hop) !== 0);
  for (let i = hops.length - 1; i >= 0; i--) if (!isTrusted(trusted, hops[i]) || i === 0) return hops[i];
  return peer;
}

/** Sets x-forwarded-for/host/port/proto (and x-real-ip) from the connection, or from a trusted proxy's headers. */
export function addForwardedHeaders(headers: Headers, connection: Connection, trusted: BlockList = trustedProxies()): Headers {
  const fromProxy = isTrusted(trusted, connection.remoteAddress);
  const claimed = Object.fromEntries(FORWARDED_HEADERS.map((name) => [name, headers.get(name)]));
  for (const name of FORWARDED_HEADERS) headers.delete(name);

  const claimedProto = fromProxy ? first(claimed["x-forwarded-proto"])?.toLowerCase() : undefined;
  const proto = claimedProto === "https" || claimedProto === "http" ? claimedProto : connection.encrypted ? "https" : "http";
  const host = (fromProxy && first(claimed["x-forwarded-host"])) || headers.get("host");
  const port = (fromProxy && first(claimed["x-forwarded-port"])) || (connection.localPort ? String(connection.localPort) : proto === "https" ? "443" : "80");
  const address = clientAddress(claimed["x-forwarded-for"], connection.remoteAddress, trusted);

  if (host) headers.set("x-forwarded-host", host);
  headers.set("x-forwarded-port", port);
  headers.set("x-forwarded-proto", proto);
  if (address) {
    headers.set("x-forwarded-for", address);
    headers.set("x-real-ip", address);
  }
  return headers;
}

/**
 * The same for a route handler, which sees no socket: Next has already set x-forwarded-* from the
 * connection where the client sent none. Only the first hop of each is kept and passed on.
 */
export function normaliseForwardedHeaders(headers: Headers): Headers {
  const address = first(headers.get("x-forwarded-for"));
  const proto = first(headers.get("x-forwarded-proto"))?.toLowerCase();
  const host = first(headers.get("x-forwarded-host")) ?? headers.get("host");
  const port = first(headers.get("x-forwarded-port"));
  for (const name of FORWARDED_HEADERS) headers.delete(name);
  if (host) headers.set("x-forwarded-host", host);
  if (port) headers.set("x-forwarded-port", port);
  headers.set("x-forwarded-proto", proto === "https" ? "https" : "http");
  if (address && isIP(address) !== 0) {
    headers.set("x-forwarded-for", address);
    headers.set("x-real-ip", address);
  }
  return headers;
}

/** The connection facts addForwardedHeaders needs, from a node request. */
export function connectionOf(req: IncomingMessage): Connection {
  return { localPort: req.socket.localPort, remoteAddress: req.socket.remoteAddress, encrypted: Boolean((req.socket as TLSSocket).encrypted) };
}

/** Overwrites a node request's forwarded headers in place, so Next (sign-in, pages) reads the trusted values too. */
export function overwriteForwardedHeaders(req: IncomingMessage): void {
  const headers = new Headers();
  for (const name of ["host", ...FORWARDED_HEADERS]) {
    const value = req.headers[name];
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  addForwardedHeaders(headers, connectionOf(req));
  for (const name of FORWARDED_HEADERS) delete req.headers[name];
  headers.forEach((value, name) => {
    if (name !== "host") req.headers[name] = value;
  });
}
