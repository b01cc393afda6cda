import "server-only";
// Pure rules for turning an incoming proxy path into an upstream URL that can never leave the upstream.

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

export function isNullBodyStatus(status: number): boolean {
  return status === 101 || status === 204 || status === 205 || status === 304;
}
