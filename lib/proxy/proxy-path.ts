import "server-only";
// Pure rules for turning an incoming proxy path into an upstream URL that can never leave the upstream.

const HOP_BY_HOP_REQUEST = new Set([
  "host",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
  "expect",
  "content-length",
  "proxy-authorization",
  "proxy-connection",
]);

const HOP_BY_HOP_RESPONSE = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
]);

/**
 * An escape that some upstreams would decode into a separator, a dot or NUL (traversal), or into a
 * character no browser escapes (letters, digits, `-_~`): that spelling only serves to reach another
 * route under a name the panel does not recognise.
 */
function hasRiskyEscape(rawPath: string): boolean {
  for (const [, hex] of rawPath.matchAll(/%([0-9a-f]{2})/gi)) {
    if (/[\w\-.~/\\\0]/.test(String.fromCharCode(parseInt(hex, 16)))) return true;
  }
  return false;
}

/**
 * Builds the upstream URL for `rawPath` (the part after the proxy prefix, still percent-encoded)
 * or returns null when the path tries to escape the upstream base path or host.
 */
export function buildUpstreamUrl(upstreamBase: string, rawPath: string, search: string): URL | null {
  if (/[\\\u0000-\u001f]/.test(rawPath)) return null;
  if (hasRiskyEscape(rawPath)) return null;
  const segments = rawPath.split("/");
  // A doubled slash (an empty segment other than the trailing slash's) is refused: a router or upstream
  // that collapses it would reach a route the panel answers itself, past that route's own checks.
  if (segments.slice(0, -1).includes("")) return null;
  if (segments.some((segment) => segment === "." || segment === "..")) return null;

  const base = new URL(upstreamBase);
  const basePath = base.pathname.replace(/\/+$/, "");
  const target = new URL(base.origin);
  target.pathname = `${basePath}/${segments.join("/")}`;
  target.search = search;
  if (target.origin !== base.origin || !target.pathname.startsWith(`${basePath}/`)) return null;
  return target;
}

/**
 * Copies the request headers an upstream may see; the panel's own session cookie stays behind.
 * A body's declared length is kept (the bytes pass unchanged): python-engineio reads a long-polling
 * POST by its Content-Length and takes a chunked one for empty.
 */
export function forwardRequestHeaders(incoming: Headers, sessionCookie: string): Headers {
  const headers = new Headers();
  const length = incoming.get("content-length");
  if (length && /^\d+$/.test(length) && !incoming.has("transfer-encoding")) headers.set("content-length", length);
  incoming.forEach((value, key) => {
    const name = key.toLowerCase();
    if (HOP_BY_HOP_REQUEST.has(name)) return;
    if (name === "cookie") {
      const kept = value
        .split(";")
        .map((part) => part.trim())
        .filter((part) => part && !part.startsWith(`${sessionCookie}=`));
      if (kept.length) headers.set("cookie", kept.join("; "));
      return;
    }
    headers.set(key, value);
  });
  return headers;
}

export function forwardResponseHeaders(incoming: Headers): Headers {
  const headers = new Headers();
  incoming.forEach((value, key) => {
    const name = key.toLowerCase();
    if (!HOP_BY_HOP_RESPONSE.has(name) && name !== "set-cookie") headers.append(key, value);
  });
  for (const cookie of incoming.getSetCookie()) headers.append("set-cookie", cookie);
  return headers;
}

export function isNullBodyStatus(status: number): boolean {
  return status === 101 || status === 204 || status === 205 || status === 304;
}
