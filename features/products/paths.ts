// The products calls' paths, spelled only here: contract.ts builds its endpoints from them, and keys,
// links and realtime handlers import them without loading any schema.
import { fillUrl } from "@/lib/contract/path-template";

export const productsPathTemplates = {
  list: "/api/v1/products/",
  ofNiche: "/api/v1/niches/{niche_id}/products",
  create: "/api/v1/niches/{niche_id}/products",
  import: "/api/v1/niches/{niche_id}/products/import",
  search: "/api/v1/products/search",
  get: "/api/v1/products/{product_id}",
  update: "/api/v1/products/{product_id}",
  remove: "/api/v1/products/{product_id}",
  triggerGeneration: "/api/v1/products/{product_id}/trigger-generation",
  contents: "/api/v1/products/{product_id}/content",
  latestContent: "/api/v1/products/{product_id}/content/latest",
  ogImage: "/api/v1/og/products/{product_id}/{file}",
} as const;

export const productsPaths = {
  all: productsPathTemplates.list,
  ofNiche: (nicheId: number | string) => fillUrl(productsPathTemplates.ofNiche, { niche_id: nicheId }),
  import: (nicheId: number | string) => fillUrl(productsPathTemplates.import, { niche_id: nicheId }),
  one: (productId: number | string) => fillUrl(productsPathTemplates.get, { product_id: productId }),
  /** A product's content versions. */
  content: (productId: number | string) => fillUrl(productsPathTemplates.contents, { product_id: productId }),
  latestContent: (productId: number | string) => fillUrl(productsPathTemplates.latestContent, { product_id: productId }),
  triggerGeneration: (productId: number | string) => fillUrl(productsPathTemplates.triggerGeneration, { product_id: productId }),
};

/**
 * Every niche's product list, for events that do not say which niche they concern. Drawn from the
 * path template: filling it would encode the pattern as if it were an id.
 */
export const ANY_NICHE_PRODUCTS = new RegExp(`^${productsPathTemplates.ofNiche.replace("{niche_id}", "\\d+")}(?:$|[/?])`);
