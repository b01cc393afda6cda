// The product calls, on the URLs of ./paths.ts.
import { fetchAllPages } from "@/lib/http/paged-list";
import { apiRequest, apiSend } from "@/lib/http/client";
import {
  bulkImportResponseSchema,
  productContentSchema,
  productListSchema,
  productSchema,
  triggerGenerationResponseSchema,
  type BulkImportRequest,
  type ProductCreate,
} from "./schemas";
import { productsPaths } from "./paths";

export { productsPaths };

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

