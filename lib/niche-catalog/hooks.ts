"use client";

import { useApiRead } from "@/lib/http/server-data";
import { CATALOG_PATH, catalogItemPath, fetchCatalogItem, fetchCatalogItems } from "./api";

/** No automatic retry: the list shows its error with a Retry button. */
export function useCatalogItems() {
  return useApiRead(CATALOG_PATH, fetchCatalogItems, { shouldRetryOnError: false });
}

/** Pass null to wait (e.g. until the route param is known). */
export function useCatalogItem(id: string | null) {
  return useApiRead(id ? catalogItemPath(id) : null, () => fetchCatalogItem(id as string), {
    shouldRetryOnError: false,
  });
}
