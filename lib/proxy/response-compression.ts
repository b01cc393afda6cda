import "server-only";
// The front server compresses what it proxies as `next start` compressed the route handlers'
// answers (gzip when the browser accepts it), so moving the proxy out of Next costs no bandwidth.

const COMPRESSIBLE = /^(text\/|application\/(.+\+)?(json|javascript|xml)\b|image\/svg\+xml)/i;

/** True when a response of `contentType` may be gzipped for a client sending `acceptEncoding`. */
export function shouldGzip(acceptEncoding: string | undefined, headers: Headers): boolean {
  if (!acceptEncoding || !/\bgzip\b/i.test(acceptEncoding) || /\bgzip\s*;\s*q=0(\.0+)?\s*(,|$)/i.test(acceptEncoding)) return false;
  if (headers.has("content-encoding") || /\bno-transform\b/i.test(headers.get("cache-control") ?? "")) return false;
  return COMPRESSIBLE.test(headers.get("content-type") ?? "");
}
