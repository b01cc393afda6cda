// The product URLs, which double as SWR keys: the only place they are spelled (a niche's product list
// is under the niche's URL, which the niches module spells). Nothing heavy imported: the realtime cache
// handlers that every admin page loads use these.
import { nicheProductsPath } from "@/lib/niches/paths";

export const productsPaths: {
  all: string;
  ofNiche: (nicheId: number | string) => string;
  one: (productId: number | string) => string;
  content: (productId: number | string) => string;
  latestContent: (productId: number | string) => string;
  triggerGeneration: (productId: number | string) => string;
} = {
  all: "/api/v1/products/",
  ofNiche: nicheProductsPath,
  one: (productId: number | string) => `/api/v1/products/${productId}`,
  /** A product's content versions. */
  content: (productId: number | string) => `${productsPaths.one(productId)}/content`,
  latestContent: (productId: number | string) => `${productsPaths.content(productId)}/latest`,
  triggerGeneration: (productId: number | string) => `${productsPaths.one(productId)}/trigger-generation`,
};
