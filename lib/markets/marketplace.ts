// Which Amazon marketplace a product link belongs to. A niche sells in one marketplace: a link to
// another one would send its readers to a store where the niche's affiliate tag earns nothing.
import { markets } from "./markets";

const MARKETPLACES = new Set(markets.map((m) => m.dominio));

/** The marketplace domain a link points to ("amazon.es"), or null when it names none (an ASIN, a typo). */
export function linkMarketplace(link: string): string | null {
  let host: string;
  try {
    host = new URL(link.trim()).hostname.toLowerCase();
  } catch {
    return null;
  }
  const domain = host.replace(/^www\./, "");
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

/** The backend's per-line reason, in Spanish like the rest of its answers. */
export function otherMarketplaceReason(domain: string, nicheDomain: string): string {
  return `El enlace es de ${domain}, pero el nicho vende en ${nicheDomain}`;
}
