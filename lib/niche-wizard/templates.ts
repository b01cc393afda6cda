// The wizard's web templates: the whole catalogue, filtered on the client.
"use client";

import useSWR from "swr";
import { CATALOG_PATH, fetchCatalogItems } from "@/lib/niche-catalog/api";
import type { CatalogItem } from "@/lib/niche-catalog/schemas";

/** Only an active template with a repository URL can build a niche. */
export function isUsableTemplate(item: CatalogItem): boolean {
  return item.is_active && Boolean(item.github_url?.trim());
}

export function useUsableTemplates() {
  const { data, error, isLoading, mutate } = useSWR(CATALOG_PATH, fetchCatalogItems);
  return {
    templates: data?.filter(isUsableTemplate),
    error: error as unknown,
    isLoading,
    retry: () => void mutate(),
  };
}
