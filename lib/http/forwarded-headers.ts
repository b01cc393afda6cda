// The x-forwarded-* headers Next adds to every request before a route handler sees it (and the
// proxy passes on), so the upstream gets them from the front server too.

export interface Connection {
  localPort?: number;
  remoteAddress?: string;
  encrypted: boolean;
}

/** Adds x-forwarded-host/port/proto/for where the client did not send them (Next's `??=`). */
export function addForwardedHeaders(headers: Headers, connection: Connection): Headers {
  const proto = headers.get("x-forwarded-proto");
  const https = proto ? proto === "https" : connection.encrypted;
  const host = headers.get("host");
  if (!headers.has("x-forwarded-host") && host) headers.set("x-forwarded-host", host);
  if (!headers.has("x-forwarded-port")) headers.set("x-forwarded-port", connection.localPort ? String(connection.localPort) : https ? "443" : "80");
  if (!proto) headers.set("x-forwarded-proto", https ? "https" : "http");
  if (!headers.has("x-forwarded-for") && connection.remoteAddress) headers.set("x-forwarded-for", connection.remoteAddress);
  return headers;
}
