"use client";

import { useQuery } from "@/lib/browser-data/use-query";
import { catalogFormItemQuery, catalogItemQuery, catalogItemsQuery } from "./queries";

export function useCatalogItems() {
  return useQuery(catalogItemsQuery);
}

/** Pass null to wait (e.g. until the route param is known). */
export function useCatalogItem(id: string | null) {
  return useQuery(id ? catalogItemQuery(id) : null);
}

/** The edit form's template: only the fields the form shows. */
export function useCatalogFormItem(id: string) {
  return useQuery(catalogFormItemQuery(id));
}
