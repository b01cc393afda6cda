// The wizard's web templates as a query: the catalogue's read (same key as the catalogue's list),
// of which a page hands the browser only the usable templates, with what their cards show.
import { query } from "@/lib/contract/query";
import { catalogItemsQuery, hasGithubUrl } from "@/features/niche-catalog";
import type { CatalogItem } from "@/features/niche-catalog/schemas";

/** What the project step shows of a template, and what the automation sends of the chosen one. */
export type WizardTemplate = Pick<CatalogItem, "id" | "name" | "description" | "images" | "github_url" | "is_active">;

/** Only an active template with a repository's URL (not just any address) can build a niche. */
export function isUsableTemplate(item: Pick<CatalogItem, "is_active" | "github_url">): boolean {
  return item.is_active && hasGithubUrl(item);
}

export const wizardTemplatesQuery = query({
  key: catalogItemsQuery.key,
  read: catalogItemsQuery.read,
  firstScreen: (items): WizardTemplate[] =>
    items.filter(isUsableTemplate).map(({ id, name, description, images, github_url, is_active }) => ({ id, name, description, images, github_url, is_active })),
  // As the catalogue's: step 5 shows a failure with its retry.
  options: { shouldRetryOnError: false },
});
