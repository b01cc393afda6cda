import "server-only";
// Whether a request that changes the session (sign-in, sign-out) comes from another site: a page
// elsewhere may make the browser post a form to the panel, with the panel's cookies, but it cannot
// forge the browser's Sec-Fetch-Site or Origin. A request with neither (a script, curl, an older
// browser's same-origin GET) is no browser acting for another site.

/** The host the browser addressed: as a proxy in front forwarded it, else the Host header. */
function panelHosts(headers: Headers): string[] {
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return [forwarded, headers.get("host")?.trim()].filter((host): host is string => Boolean(host)).map((host) => host.toLowerCase());
}

export function isCrossSiteRequest(headers: Headers): boolean {
  const fetchSite = headers.get("sec-fetch-site")?.toLowerCase();
  // `same-site` is refused too: a sibling subdomain is another party.
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = headers.get("origin");
  if (origin === null) return false;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    // "null" (a sandboxed frame, a data: page) or garbage.
    return true;
  }
  return !panelHosts(headers).includes(host);
}
