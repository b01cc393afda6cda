// Where a product's article lives under its niche's site: its ASIN in lower case, which neither a
// regeneration nor a new title changes (`producto-<id>` for a product stored without one). The
// pages, the sitemap, the export and the product answers' `article_url` all take it from here.

const ASIN_PATH = /^[a-z0-9]{10}$/;
const ID_PATH = /^producto-(\d{1,9})$/;

export function articlePath(product: { id: number; asin: string | null }): string {
  return product.asin ? product.asin.toLowerCase() : `producto-${product.id}`;
}

/** The same rule in SQL, for a product row named `p`. */
export const ARTICLE_PATH_SQL = "COALESCE(lower(p.asin), 'producto-' || p.id)";

/** What a path names: an ASIN (upper case, as stored) or a product id; null for any other path. */
export function articleKey(path: string): { asin: string } | { id: number } | null {
  if (ASIN_PATH.test(path)) return { asin: path.toUpperCase() };
  const byId = ID_PATH.exec(path);
  return byId ? { id: Number(byId[1]) } : null;
}

/** The article's address on a site served at `siteUrl` (ending in a slash). */
export function articleUrl(siteUrl: string, product: { id: number; asin: string | null }): string {
  return `${siteUrl}${articlePath(product)}/`;
}
