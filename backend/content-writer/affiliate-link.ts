// The one rule for an Amazon address in an article, whoever wrote it and however it is spelled: it ends up
// on the niche's marketplace carrying the niche's tag and no other, or it is not written at all. A product
// page (/dp/, /gp/product/, the old /exec/obidos/ASIN/… whose path held a tag) becomes the niche
// marketplace's /dp/ASIN page; another page of the niche's own marketplace keeps its path on its www host, never its
// query (`tag`, `TAG`, `ascsubtag` or a redirect's target could name someone else).
import { isMarketplaceHost, marketplaceOfHost } from "../../lib/markets/marketplace";
import { productAsin, productPageUrl } from "../../lib/markets/product-url";

export interface AffiliateTarget {
  tag: string | null;
  /** The niche's marketplace ("amazon.es"). */
  domain: string;
}

/** `raw` as a web address on an Amazon marketplace, with or without its scheme; null for any other text. */
export function amazonAddress(raw: string): URL | null {
  const text = raw.trim();
  const head = text.slice(0, 8).toLowerCase();
  let url: URL;
  try {
    url = new URL(head.startsWith("http://") || head.startsWith("https://") ? text : `https://${text}`);
  } catch {
    return null;
  }
  return (url.protocol === "https:" || url.protocol === "http:") && isMarketplaceHost(url.hostname) ? url : null;
}

/** An Amazon address as the niche's link, or null when it cannot be one (another marketplace's page that is no product's). */
export function affiliateLink(url: URL, target: AffiliateTarget): string | null {
  const domain = marketplaceOfHost(target.domain) ?? target.domain.toLowerCase();
  const asin = productAsin(url.toString());
  let link: URL;
  if (asin) link = new URL(productPageUrl(asin, domain));
  else if (marketplaceOfHost(url.hostname) === domain) link = new URL(url.pathname.toLowerCase().includes("/obidos/") ? "/" : url.pathname, `https://www.${domain}`);
  else return null;
  if (target.tag) link.searchParams.set("tag", target.tag);
  return link.toString();
}
