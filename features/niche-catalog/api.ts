// Calls of the template catalogue.
import { fetchAllPages } from "@/lib/http/paged-list";
import { apiRequest, apiSend } from "@/lib/browser-data/client";
import type { Requester } from "@/lib/http/requester";
import { savedEntitySchema } from "@/lib/zod/received";
import {
  catalogItemListSchema,
  catalogItemSchema,
  type CatalogItem,
  type CatalogItemCreate,
  type CatalogItemUpdate,
} from "./schemas";
import { CATALOG_PATH, catalogItemPath, uploadedImagePath } from "./paths";

export { CATALOG_PATH, catalogItemPath };

/** The catalogue reads through `request`: the browser's client by default, the server's requester on the server. */
export function catalogReads(request: Requester = apiRequest) {
  return {
    items: (): Promise<CatalogItem[]> => fetchAllPages(CATALOG_PATH, catalogItemListSchema, request),
    item: (id: number | string): Promise<CatalogItem> => request(catalogItemPath(id), catalogItemSchema),
  };
}

/** The answer is read for the new id only: the screens refetch the item. */
export function createCatalogItem(body: CatalogItemCreate): Promise<{ id: number }> {
  return apiRequest(CATALOG_PATH, savedEntitySchema, { method: "POST", body });
}

export async function updateCatalogItem(id: number, body: CatalogItemUpdate): Promise<{ id: number }> {
  await apiSend(catalogItemPath(id), { method: "PUT", body });
  return { id };
}

export async function deleteCatalogItem(id: number | string): Promise<void> {
  await apiSend(catalogItemPath(id), { method: "DELETE" });
}

export async function deleteUploadedImage(uploadId: string): Promise<void> {
  await apiSend(uploadedImagePath(uploadId), { method: "DELETE" });
}
