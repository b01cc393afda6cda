import type { CatalogItem } from "./schemas";

/** Newest first, so a template just created is on the first page of the list. */
export function newestFirst(items: readonly CatalogItem[]): CatalogItem[] {
  return [...items].sort((a, b) => b.id - a.id);
}
