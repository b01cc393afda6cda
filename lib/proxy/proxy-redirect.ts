import "server-only";
// An upstream redirect names the upstream's own address (FastAPI's trailing-slash 307 says
// `http://upstream-host/api/v1/niches/`). The browser must never be sent there: the CSP blocks it
// and it leaks where the upstream lives. A redirect within the proxied area becomes the same path
// under the panel's own prefix, relative to the panel's origin, so the browser follows it back
// through the proxy (repeating method and body for 307/308, as fetch does).

export type RedirectRewrite = { kind: "panel"; location: string } | { kind: "foreign" } | { kind: "outside" };

/**
 * Where the panel sends the browser for an upstream `Location`: `panel` with the rewritten path,
 * `foreign` (another site: passed on as it is), or `outside` (the upstream's host but beyond the
 * proxied base path: never shown).
 * @param upstreamUrl the URL the proxy called, which a relative Location resolves against
 * @param upstreamBase the proxied base (e.g. http://10.0.0.5:8000/api)
 * @param prefix the panel's path for that base (e.g. /api)
 * @param panelHost the panel's own host as the browser named it, which an upstream may echo
 */
export function rewriteRedirect(location: string, upstreamUrl: URL, upstreamBase: string, prefix: string, panelHost?: string | null): RedirectRewrite {
  let target: URL;
  try {
    target = new URL(location, upstreamUrl);
  } catch {
    return { kind: "outside" };
  }
  const base = new URL(upstreamBase);
  // Scheme and port may differ (an upstream honouring X-Forwarded-Proto answers https), the host does not.
  const own = target.hostname === base.hostname || (!!panelHost && target.host === panelHost);
  if (!own || (target.protocol !== "http:" && target.protocol !== "https:")) return { kind: "foreign" };
  const basePath = base.pathname.replace(/\/+$/, "");
  if (!target.pathname.startsWith(`${basePath}/`)) return { kind: "outside" };
  return { kind: "panel", location: `${prefix}${target.pathname.slice(basePath.length)}${target.search}${target.hash}` };
}
