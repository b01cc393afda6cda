// The product calls. Paths double as SWR keys: this module is the only place a product URL is spelled
// (a niche's product list is under the niche's URL, which the niches module spells).
import { fetchAllPages } from "@/lib/http/paged-list";
import { apiRequest, apiSend } from "@/lib/http/client";
import { nicheProductsPath } from "@/lib/niches/api";
import {
  bulkImportResponseSchema,
  productContentSchema,
  productListSchema,
  productSchema,
  triggerGenerationResponseSchema,
  type BulkImportRequest,
  type ProductCreate,
} from "./schemas";

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

export const fetchAllProducts = () => fetchAllPages(productsPaths.all, productListSchema);
export const fetchNicheProducts = (nicheId: number | string) =>
  fetchAllPages(productsPaths.ofNiche(nicheId), productListSchema);
export const fetchProduct = (productId: number | string) => apiRequest(productsPaths.one(productId), productSchema);
export const fetchLatestContent = (productId: number | string) =>
  apiRequest(productsPaths.latestContent(productId), productContentSchema);

// Saving answers are not read: the screens refetch the lists they show.
export const createProduct = (nicheId: number | string, body: ProductCreate) =>
  apiSend(productsPaths.ofNiche(nicheId), { method: "POST", body });

export const updateProduct = (productId: number | string, body: ProductCreate) =>
  apiSend(productsPaths.one(productId), { method: "PUT", body });

export const deleteProduct = (productId: number | string) =>
  apiSend(productsPaths.one(productId), { method: "DELETE" });

export const triggerGeneration = (productId: number | string) =>
  apiRequest(productsPaths.triggerGeneration(productId), triggerGenerationResponseSchema, {
    method: "POST",
  });

export const importProducts = (nicheId: number | string, body: BulkImportRequest) =>
  apiRequest(`${productsPaths.ofNiche(nicheId)}/import`, bulkImportResponseSchema, { method: "POST", body });

