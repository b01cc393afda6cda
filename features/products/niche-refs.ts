// The general list's products name their niche by an embedded `niche`, by `niche_name`/`niche_slug`,
// or only by `niche_id` (backends that do not embed it): the last ones take it from the niche list.
import type { Niche } from "@/features/niches/schemas";
import type { Product } from "./schemas";

function knowsItsNiche(product: Product): boolean {
  return !!(product.niche?.name || product.niche_name);
}

/** Same array when no product needs a niche from the list; a product keeps any niche it embeds. */
export function withNicheRefs<P extends Product>(products: P[], niches: readonly Pick<Niche, "id" | "name" | "slug">[] | undefined): P[] {
  if (!niches?.length || products.every((p) => p.niche_id == null || knowsItsNiche(p))) return products;
  const byId = new Map(niches.map((n) => [n.id, n]));
  return products.map((product) => {
    if (product.niche_id == null || knowsItsNiche(product)) return product;
    const niche = byId.get(product.niche_id);
    return niche ? { ...product, niche: { id: niche.id, name: niche.name, slug: niche.slug } } : product;
  });
}
