// Calls of spec 02 §7 "Products" (and the niche reads the product screens need). Paths double as SWR keys.
import { fetchAllPages } from "@/lib/http/paged-list";
import { apiRequest, apiSend } from "@/lib/http/client";
import { nicheListSchema, nicheSchema } from "@/lib/niches/schemas";
import {
  bulkImportResponseSchema,
  productContentSchema,
  productListSchema,
  productSchema,
  triggerGenerationResponseSchema,
  type BulkImportRequest,
  type ProductCreate,
} from "./schemas";

export const productsPaths = {
  all: "/api/v1/products/",
  niches: "/api/v1/niches/",
  niche: (nicheId: number | string) => `/api/v1/niches/${nicheId}`,
  ofNiche: (nicheId: number | string) => `/api/v1/niches/${nicheId}/products`,
  one: (productId: number | string) => `/api/v1/products/${productId}`,
  latestContent: (productId: number | string) => `/api/v1/products/${productId}/content/latest`,
};

export const fetchAllProducts = () => fetchAllPages(productsPaths.all, productListSchema);
export const fetchNicheProducts = (nicheId: number | string) =>
  fetchAllPages(productsPaths.ofNiche(nicheId), productListSchema);
export const fetchProduct = (productId: number | string) => apiRequest(productsPaths.one(productId), productSchema);
export const fetchNiche = (nicheId: number | string) => apiRequest(productsPaths.niche(nicheId), nicheSchema);
export const fetchNiches = () => fetchAllPages(productsPaths.niches, nicheListSchema);
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
  apiRequest(`${productsPaths.one(productId)}/trigger-generation`, triggerGenerationResponseSchema, {
    method: "POST",
  });

export const importProducts = (nicheId: number | string, body: BulkImportRequest) =>
  apiRequest(`${productsPaths.ofNiche(nicheId)}/import`, bulkImportResponseSchema, { method: "POST", body });

