"use client";

import useSWR from "swr";
import { CATALOG_PATH, catalogItemPath, fetchCatalogItem, fetchCatalogItems } from "./api";

export function useCatalogItems() {
  return useSWR(CATALOG_PATH, fetchCatalogItems);
}

/** Pass null to wait (e.g. until the route param is known). */
export function useCatalogItem(id: string | null) {
  return useSWR(id ? catalogItemPath(id) : null, () => fetchCatalogItem(id as string), {
    shouldRetryOnError: false,
  });
}
