import "server-only";
// What the front server refuses before any routing: request targets and methods no page, proxy or
// realtime call uses. Answering them early, with the panel's headers, keeps odd requests away from
// Next's own handling (a 500 without headers, or a redirect to a foreign host for `GET http://evil/`).

export type TargetVerdict = { ok: true; url: string } | { ok: false; status: 400 | 405 };

/** Methods that only echo or tunnel (TRACE/TRACK can reflect headers; CONNECT opens a tunnel). */
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

export const ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks the raw request line's method and target. An absolute-form target (`http://host/path`) is
 * served as its path only when it names the panel's own host (the Host header); `*` and any other
 * form are refused, as is a path whose percent-encoding does not decode.
 */
export function checkRequestTarget(method: string, rawTarget: string, host: string | undefined): TargetVerdict {
  if (REFUSED_METHODS.has(method.toUpperCase())) return { ok: false, status: 405 };
  let target = rawTarget;
  if (!target.startsWith("/")) {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return { ok: false, status: 400 };
    }
    const sameHost = !!host && url.host.toLowerCase() === host.toLowerCase();
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !sameHost) return { ok: false, status: 400 };
    target = `${url.pathname}${url.search}`;
  }
  const query = target.indexOf("?");
  if (!decodable(query === -1 ? target : target.slice(0, query))) return { ok: false, status: 400 };
  return { ok: true, url: target };
}
