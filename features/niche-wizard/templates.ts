// The wizard's web templates: the whole catalogue, filtered on the client.
"use client";

import { useQuery } from "@/lib/browser-data/use-query";
import { catalogItemsQuery } from "@/features/niche-catalog";
import type { CatalogItem } from "@/features/niche-catalog/schemas";

/** Only an active template with a repository URL can build a niche. */
export function isUsableTemplate(item: CatalogItem): boolean {
  return item.is_active && Boolean(item.github_url?.trim());
}

export function useUsableTemplates() {
  const { data, error, isLoading, mutate } = useQuery(catalogItemsQuery);
  return {
    templates: data?.filter(isUsableTemplate),
    error: error as unknown,
    isLoading,
    retry: () => void mutate(),
  };
}
