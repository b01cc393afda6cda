// The product calls, on the URLs of ./contract.ts.
import { fetchAllPages } from "@/lib/http/paged-list";
import { apiRequest, apiSend } from "@/lib/browser-data/client";
import type { Requester } from "@/lib/http/requester";
import {
  bulkImportResponseSchema,
  productContentSchema,
  productListSchema,
  productSchema,
  triggerGenerationResponseSchema,
} from "./schemas";
import type { BulkImportRequest, ProductCreate } from "./request-schemas";
import { productsPaths } from "./paths";

export { productsPaths };

/** The product reads through `request`: the browser's client by default, the server's requester on the server. */
export function productReads(request: Requester = apiRequest) {
  return {
    all: () => fetchAllPages(productsPaths.all, productListSchema, request),
    ofNiche: (nicheId: number | string) => fetchAllPages(productsPaths.ofNiche(nicheId), productListSchema, request),
    one: (productId: number | string) => request(productsPaths.one(productId), productSchema),
    latestContent: (productId: number | string) => request(productsPaths.latestContent(productId), productContentSchema),
  };
}

export const { ofNiche: fetchNicheProducts } = productReads();

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
  apiRequest(productsPaths.import(nicheId), bulkImportResponseSchema, { method: "POST", body });

