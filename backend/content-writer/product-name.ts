import { asinFromUrl, PRODUCT_NAME_MAX } from "../../features/products/schemas";
import { resolveMarket } from "../../lib/markets/markets";
import { plainName } from "./plain-name";

/**
 * Amazon's URL slugs turn a decimal point into a hyphen ("52.5 lb" → "52-5-lb"). A number split that way
 * and followed by a unit of measure was one number. (A space separates too: the name's `_` has become one.)
 */
const UNITS = [
  "lbs?|pounds?|kg|kilos?|mg|g|grams?|oz|ounces?",
  "ml|cl|dl|l|lit(?:re|er|ro|ri)s?",
  "mm|cm|m|km|inch(?:es)?|in|zoll|pulgadas?|pouces?|pollici|polegadas?|ft|feet",
  "mah|ah|kwh|wh|kw|w|watts?|v|volts?|ghz|mhz|hz|tb|gb|mb|mp|db|bar|psi",
].join("|");
const SPLIT_DECIMAL = new RegExp(`(^|[-_+ ])(\\d+)-(\\d{1,2})(?=[- ]?(?:${UNITS})(?:[-_+ ]|$))`, "gi");

/** The decimal separator of the marketplace's language ("52,5 kg" on amazon.de); a point when unknown. */
function decimalSeparator(host: string): string {
  const lang = resolveMarket(host.replace(/^www\./, ""))?.lang;
  if (!lang) return ".";
  return new Intl.NumberFormat(lang).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ".";
}

/**
 * Human name from an Amazon URL: the slug before /dp/ ("Cafetera-Italiana-Moka" → "Cafetera Italiana Moka"), else
 * "Producto <ASIN>". The slug is whatever the link's author typed: it is read as plain text (see plainName).
 */
export function productNameFromUrl(url: string): string {
  let pathname = "";
  let host = "";
  try {
    ({ pathname, hostname: host } = new URL(url));
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
    const separator = decimalSeparator(host);
    const cleaned = plainName(words)
      .replace(SPLIT_DECIMAL, (_, before: string, whole: string, fraction: string) => `${before}${whole}${separator}${fraction}`)
      .replace(/[-_+]+/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (cleaned.length >= 3 && !/^(dp|gp|product)$/i.test(cleaned)) return cleaned.slice(0, PRODUCT_NAME_MAX).trim();
  }
  const asin = asinFromUrl(url);
  return asin ? `Producto ${asin}` : "Producto de Amazon";
}
