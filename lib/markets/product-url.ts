// The one rule for a product's Amazon link, shared by the product form, the bulk import and the
// backend: a link to Amazon, of the niche's marketplace, to a product's page, or a bare ASIN. Generation
// reads the product's ASIN from the link, so a search, a list or a shop's home page cannot become a product.
import { linkMarketplace, otherMarketplace, otherMarketplaceReason, parseWebLink } from "./marketplace";
import { isAsin } from "./asin";

// The product-page paths Amazon uses: /dp/, /gp/product/, /gp/aw/d/ (mobile), /product/, /ASIN/.
const PRODUCT_PATH = /\/(?:dp|gp\/product|gp\/aw\/d|product|ASIN)\/([A-Z0-9]{10})(?=[/]|$)/i;

// Share links: they hide the product behind a redirect, and validation never follows one.
const SHORT_LINK = /^(?:https?:\/\/)?(?:www\.)?(?:amzn\.(?:to|eu|asia)|a\.co)(?:[/?#]|$)/i;

// Separators people put between codes or links pasted together.
const SEPARATORS = /[\s,;|]+/;

/** The ASIN of a product page's link, upper case; null when the link is not a product page. */
export function productAsin(link: string): string | null {
  const url = parseWebLink(link);
  const match = url ? PRODUCT_PATH.exec(url.pathname) : null;
  return match ? match[1].toUpperCase() : null;
}

/** Full-width characters (an ASIN typed with a Japanese keyboard) become their ASCII ones. */
function plain(text: string): string {
  return text.normalize("NFKC").trim();
}

/** The text as a bare ASIN, upper case, or null. */
function bareAsin(text: string): string | null {
  const code = text.toUpperCase();
  return isAsin(code) ? code : null;
}

/** A bare ASIN as typed (any case, full-width), as Amazon writes it; null for anything else. */
export function asinText(input: string): string | null {
  return bareAsin(plain(input));
}

/** Two or more codes or links on one line, separated or run together. */
function holdsSeveral(text: string): boolean {
  const parts = text.split(SEPARATORS).filter((part) => part !== "");
  if (parts.length > 1) return parts.filter((part) => bareAsin(part) || /^https?:\/\//i.test(part)).length > 1;
  const joined = text.match(/.{10}/g);
  return text.length > 10 && text.length % 10 === 0 && !!joined?.every((code) => bareAsin(code));
}

export type ProductUrlProblem =
  | { kind: "notAmazon" }
  | { kind: "notAsin" }
  | { kind: "shortLink" }
  | { kind: "severalProducts" }
  | { kind: "otherMarket"; domain: string; nicheDomain: string }
  | { kind: "notProduct" };

export type ProductLink = { url: string; asin: string; problem?: undefined } | { url?: undefined; asin?: undefined; problem: ProductUrlProblem };

/** A product's page on a marketplace ("amazon.com" when the niche has none). */
export function productPageUrl(asin: string, domain?: string | null): string {
  return `https://www.${domain?.toLowerCase() || "amazon.com"}/dp/${asin}`;
}

/**
 * The product a link or a bare ASIN names, as the address to store, or what keeps it from being one
 * of the niche's products. `nicheDomain` is the niche's marketplace ("amazon.es"); without one, any
 * marketplace is the niche's. A bare ASIN becomes the niche marketplace's page, and a mobile link
 * (m.amazon.es, /gp/aw/d/) the desktop one; any other product link is kept as written.
 */
export function productLink(input: string, nicheDomain?: string | null): ProductLink {
  const text = plain(input);
  if (holdsSeveral(text)) return { problem: { kind: "severalProducts" } };
  const asin = bareAsin(text);
  if (asin) return { url: productPageUrl(asin, nicheDomain), asin };
  if (SHORT_LINK.test(text)) return { problem: { kind: "shortLink" } };
  const domain = linkMarketplace(text);
  if (!domain) return { problem: { kind: /^[a-z0-9]{10}$/i.test(text) ? "notAsin" : "notAmazon" } };
  const other = otherMarketplace(text, nicheDomain);
  if (other && nicheDomain) return { problem: { kind: "otherMarket", domain: other, nicheDomain: nicheDomain.toLowerCase() } };
  const linked = productAsin(text);
  if (!linked) return { problem: { kind: "notProduct" } };
  const url = parseWebLink(text)!;
  const mobile = /^m\./i.test(url.hostname) || /^\/gp\/aw\/d\//i.test(url.pathname);
  return { url: mobile ? productPageUrl(linked, domain) : text, asin: linked };
}

/** What keeps a link from being one of the niche's products, or null when it can be. */
export function productUrlProblem(link: string, nicheDomain?: string | null): ProductUrlProblem | null {
  return productLink(link, nicheDomain).problem ?? null;
}

/** The backend's Spanish texts, the same the panel shows from its catalogue. */
export const NOT_AMAZON_MESSAGE = "La URL debe ser de Amazon (amazon.com, amazon.es, etc.)";
export const NOT_PRODUCT_MESSAGE =
  "Este enlace es de Amazon, pero no es la página de un producto: abre el producto y copia su dirección (lleva /dp/ y el código ASIN)";
export const NOT_ASIN_MESSAGE =
  "Esto no es un código ASIN de Amazon: un ASIN empieza por B (como B0XXXXXXXX) o es el ISBN-10 de un libro";
export const SHORT_LINK_MESSAGE =
  "Es un enlace corto de Amazon: ábrelo en el navegador y pega aquí la dirección completa de la página del producto";
export const SEVERAL_PRODUCTS_MESSAGE = "Hay más de un producto en esta línea: pon un solo enlace o código ASIN por línea";

export function productUrlReason(problem: ProductUrlProblem): string {
  switch (problem.kind) {
    case "notAmazon":
      return NOT_AMAZON_MESSAGE;
    case "notAsin":
      return NOT_ASIN_MESSAGE;
    case "shortLink":
      return SHORT_LINK_MESSAGE;
    case "severalProducts":
      return SEVERAL_PRODUCTS_MESSAGE;
    case "otherMarket":
      return otherMarketplaceReason(problem.domain, problem.nicheDomain);
    case "notProduct":
      return NOT_PRODUCT_MESSAGE;
  }
}

/** The backend's refusal of a link for a niche's marketplace, or null when the link can be a product. */
export function productUrlRefusal(link: string, nicheDomain?: string | null): string | null {
  const problem = productUrlProblem(link, nicheDomain);
  return problem ? productUrlReason(problem) : null;
}
