// The one rule for a product's Amazon link, shared by the product form, the bulk import and the
// backend: a link to Amazon, of the niche's marketplace, to a product's page. Generation reads the
// product's ASIN from the link, so a search, a list or a shop's home page cannot become a product.
import { linkMarketplace, otherMarketplace, otherMarketplaceReason, parseWebLink } from "./marketplace";

/** A bare Amazon product code, as the bulk import accepts it. */
export const ASIN_PATTERN = /^[A-Z0-9]{10}$/i;

// The product-page paths Amazon uses: /dp/, /gp/product/, /gp/aw/d/ (mobile), /product/, /ASIN/.
const PRODUCT_PATH = /\/(?:dp|gp\/product|gp\/aw\/d|product|ASIN)\/([A-Z0-9]{10})(?=[/]|$)/i;

/** The ASIN of a product page's link, upper case; null when the link is not a product page. */
export function productAsin(link: string): string | null {
  const url = parseWebLink(link);
  const match = url ? PRODUCT_PATH.exec(url.pathname) : null;
  return match ? match[1].toUpperCase() : null;
}

export type ProductUrlProblem =
  | { kind: "notAmazon" }
  | { kind: "otherMarket"; domain: string; nicheDomain: string }
  | { kind: "notProduct" };

/**
 * What keeps a link from being one of the niche's products, or null when it can be. `nicheDomain`
 * is the niche's marketplace ("amazon.es"); without one, any marketplace is the niche's.
 */
export function productUrlProblem(link: string, nicheDomain?: string | null): ProductUrlProblem | null {
  if (!linkMarketplace(link)) return { kind: "notAmazon" };
  const domain = otherMarketplace(link, nicheDomain);
  if (domain && nicheDomain) return { kind: "otherMarket", domain, nicheDomain: nicheDomain.toLowerCase() };
  return productAsin(link) ? null : { kind: "notProduct" };
}

/** The backend's Spanish texts, the same the panel shows from its catalogue. */
export const NOT_AMAZON_MESSAGE = "La URL debe ser de Amazon (amazon.com, amazon.es, etc.)";
export const NOT_PRODUCT_MESSAGE =
  "Este enlace es de Amazon, pero no es la página de un producto: abre el producto y copia su dirección (lleva /dp/ y el código ASIN)";

export function productUrlReason(problem: ProductUrlProblem): string {
  switch (problem.kind) {
    case "notAmazon":
      return NOT_AMAZON_MESSAGE;
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
