import { hasGithubUrl } from "./github-url";
import type { CatalogItem } from "./schemas";

/** The template counters: Total Plantillas, Activas, Con GitHub. */
export function catalogStats(items: readonly Pick<CatalogItem, "is_active" | "github_url">[]) {
  return {
    total: items.length,
    active: items.filter((i) => i.is_active).length,
    withGithub: items.filter(hasGithubUrl).length,
  };
}
