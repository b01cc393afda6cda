import { asinFromUrl, PRODUCT_NAME_MAX } from "../../features/products/schemas";

/** Human name from an Amazon URL: the slug before /dp/ ("Cafetera-Italiana-Moka" → "Cafetera Italiana Moka"), else "Producto <ASIN>". */
export function productNameFromUrl(url: string): string {
  let pathname = "";
  try {
    pathname = new URL(url).pathname;
  } catch {
    pathname = "";
  }
  const m = /\/([^/]+)\/(?:dp|gp\/product)\//i.exec(pathname);
  if (m) {
    let words = m[1];
    try {
      words = decodeURIComponent(words);
    } catch {
      /* keep raw */
    }
    const cleaned = words.replace(/[-_+]+/g, " ").replace(/\s+/g, " ").trim();
    if (cleaned.length >= 3 && !/^(dp|gp|product)$/i.test(cleaned)) return cleaned.slice(0, PRODUCT_NAME_MAX).trim();
  }
  const asin = asinFromUrl(url);
  return asin ? `Producto ${asin}` : "Producto de Amazon";
}
