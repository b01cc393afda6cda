// Which Amazon marketplace a product link belongs to. A niche sells in one marketplace: a link to
// another one would send its readers to a store where the niche's affiliate tag earns nothing.
import { markets, resolveMarket } from "./markets";

// The marketplaces are the markets' own domains: no other list of Amazon domains exists.
const MARKETPLACES = new Set(markets.map((m) => m.dominio));

/** The link as a web address a reader can open: http(s), no credentials, no port, no spaces. */
export function parseWebLink(link: string): URL | null {
  const text = link.trim();
  if (/\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return url.username || url.password || url.port ? null : url;
}

/**
 * Whether a host name is a marketplace's ("amazon.es") or one of its subdomains ("www.", "m.", "smile."):
 * the links a written article may hold that should carry the niche's tag.
 */
export function isMarketplaceHost(hostname: string): boolean {
  return marketplaceOfHost(hostname) !== null;
}

/** The marketplace domain a host name belongs to ("www.amazon.es" → "amazon.es"), or null. */
export function marketplaceOfHost(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  let found: string | null = null;
  for (const domain of MARKETPLACES) {
    if ((host === domain || host.endsWith(`.${domain}`)) && domain.length > (found?.length ?? 0)) found = domain;
  }
  return found;
}

/** The marketplace domain a link points to ("amazon.es"), or null when it names none (an ASIN, a typo). */
export function linkMarketplace(link: string): string | null {
  const url = parseWebLink(link);
  if (!url) return null;
  // The mobile site ("m.amazon.es") is the same marketplace.
  const domain = url.hostname.toLowerCase().replace(/^(?:www|m)\./, "");
  return MARKETPLACES.has(domain) ? domain : null;
}

/**
 * The link's marketplace when it is not the niche's; null when it is, when the link names no
 * marketplace, or when the niche has no known market (nothing to compare with).
 */
export function otherMarketplace(link: string, nicheDomain: string | null | undefined): string | null {
  if (!nicheDomain) return null;
  const domain = linkMarketplace(link);
  return domain && domain !== nicheDomain.toLowerCase() ? domain : null;
}

/** "Amazon España (amazon.es)", or the bare domain when no market has it. */
export function marketplaceName(domain: string): string {
  const market = resolveMarket(domain);
  return market ? `Amazon ${market.pais} (${market.dominio})` : domain;
}

/** The backend's per-line reason, in Spanish like the rest of its answers. */
export function otherMarketplaceReason(domain: string, nicheDomain: string): string {
  return `Este enlace es de ${marketplaceName(domain)}; el nicho vende en ${marketplaceName(nicheDomain)}`;
}
