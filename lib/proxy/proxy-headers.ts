import "server-only";
// Which headers cross the proxy. A hop's own headers (the hop-by-hop ones, and any its Connection
// header names) stay on their side of it, and the panel's own cookies never cross either way: an
// upstream neither reads the session nor sets it.
import { SESSION_COOKIE } from "@/lib/session/storage-keys";
import { FORWARDED_HEADERS } from "./forwarded-headers";

/** Cookies the panel sets and reads itself. */
const PANEL_COOKIES: ReadonlySet<string> = new Set([SESSION_COOKIE]);

const HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
];

// The panel addresses and frames its own request (a declared length is set apart, see below).
const REQUEST_ONLY = ["host", "expect", "content-length"];
// Bodies are passed on decoded, framed by whoever sends them on.
const RESPONSE_ONLY = ["content-encoding", "content-length"];

/** The hop-by-hop names plus those `headers`' Connection header lists, lowercased. */
function hopHeaders(headers: Headers, own: readonly string[]): Set<string> {
  const listed = (headers.get("connection") ?? "").split(",").map((name) => name.trim().toLowerCase());
  return new Set([...HOP_BY_HOP, ...own, ...listed.filter(Boolean)]);
}

/** The name of a `Cookie` pair; a bare value (how a nameless cookie is sent) counts as its name. */
function cookieName(pair: string): string {
  const end = pair.search(/[=;]/);
  return (end === -1 ? pair : pair.slice(0, end)).trim();
}

/**
 * The name a browser gives a `Set-Cookie` value: what comes before the first `=` of its first pair,
 * empty when that pair has none. A nameless cookie is sent back as its bare value, so
 * `=afiliados_session=x` would come back to the panel as its own session cookie.
 */
function setCookieName(setCookie: string): string {
  const pair = setCookie.split(";", 1)[0];
  const end = pair.indexOf("=");
  return end === -1 ? "" : pair.slice(0, end).trim();
}

/** A named cookie that is not the panel's own; nameless ones are never passed on. */
function mayCross(setCookie: string): boolean {
  const name = setCookieName(setCookie);
  return name !== "" && !PANEL_COOKIES.has(name);
}

/**
 * Copies the request headers an upstream may see. A body's declared length is kept (the bytes pass
 * unchanged): python-engineio reads a long-polling POST by its Content-Length and takes a chunked
 * one for empty. The X-Forwarded-* headers, set by the panel for its own hop, cannot be named away.
 */
export function forwardRequestHeaders(incoming: Headers): Headers {
  const dropped = hopHeaders(incoming, REQUEST_ONLY);
  for (const name of FORWARDED_HEADERS) dropped.delete(name);
  const headers = new Headers();
  const length = incoming.get("content-length");
  if (length && /^\d+$/.test(length) && !incoming.has("transfer-encoding")) headers.set("content-length", length);
  incoming.forEach((value, name) => {
    if (dropped.has(name)) return;
    if (name === "cookie") {
      const kept = value
        .split(";")
        .map((pair) => pair.trim())
        .filter((pair) => pair && !PANEL_COOKIES.has(cookieName(pair)));
      if (kept.length) headers.set("cookie", kept.join("; "));
      return;
    }
    headers.set(name, value);
  });
  return headers;
}

/** Copies the response headers the browser may see; every named Set-Cookie but the panel's own is kept. */
export function forwardResponseHeaders(incoming: Headers): Headers {
  const dropped = hopHeaders(incoming, RESPONSE_ONLY);
  const headers = new Headers();
  incoming.forEach((value, name) => {
    if (!dropped.has(name) && name !== "set-cookie") headers.append(name, value);
  });
  if (dropped.has("set-cookie")) return headers;
  for (const cookie of incoming.getSetCookie()) if (mayCross(cookie)) headers.append("set-cookie", cookie);
  return headers;
}
