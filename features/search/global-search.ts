// The global search's suggestions: actions and entities found by typed text, filtered in memory.
import type { CatalogItem } from "@/features/niche-catalog/schemas";
import type { Niche } from "@/features/niches/schemas";
import type { Product } from "@/features/products/schemas";
import { foldText } from "@/lib/utils";

/** At most this many suggestions are shown. */
export const SUGGESTION_LIMIT = 8;

export type SearchKind = "action" | "niche" | "product" | "template";

export interface SearchEntry {
  /** Unique among all entries. */
  key: string;
  kind: SearchKind;
  label: string;
  /** A second, quieter line (slug, URL, description). */
  detail?: string;
  href: string;
  /** The label folded (no accents, lower case), to rank matches. */
  folded: string;
  /** Everything searched, folded. */
  text: string;
}

export type SearchAction = Pick<SearchEntry, "key" | "label" | "href"> & {
  /** Other words the action is looked for by ("crear" for "Nuevo Nicho"). */
  words?: string;
};

export function actionEntries(actions: readonly SearchAction[]): SearchEntry[] {
  return actions.map(({ words, ...action }) => {
    const folded = foldText(action.label);
    return { ...action, key: `action:${action.key}`, kind: "action", folded, text: words ? `${folded}\n${foldText(words)}` : folded };
  });
}

export function nicheEntries(niches: readonly Pick<Niche, "id" | "name" | "slug">[]): SearchEntry[] {
  return niches.map((niche) => ({
    key: `niche:${niche.id}`,
    kind: "niche",
    label: niche.name,
    detail: niche.slug,
    href: `/niches/${niche.id}`,
    folded: foldText(niche.name),
    text: foldText(`${niche.name}\n${niche.slug}`),
  }));
}

export function templateEntries(items: readonly Pick<CatalogItem, "id" | "name" | "slug" | "description">[]): SearchEntry[] {
  return items.map((item) => ({
    key: `template:${item.id}`,
    kind: "template",
    label: item.name,
    detail: item.description ?? item.slug,
    href: `/niche-catalog/${item.id}`,
    folded: foldText(item.name),
    text: foldText(`${item.name}\n${item.slug}`),
  }));
}

// Per product object: a live update replaces a few products, so a new list reuses the others' entries.
const productCache = new WeakMap<Product, SearchEntry>();

function productEntry(product: Product): SearchEntry {
  let entry = productCache.get(product);
  if (!entry) {
    const label = product.content_title || product.product_name || product.name || product.asin || product.amazon_url;
    const names = [product.content_title, product.product_name, product.name, product.asin].filter(Boolean).join("\n");
    entry = {
      key: `product:${product.id}`,
      kind: "product",
      label,
      detail: product.amazon_url,
      href: `/products/${product.id}/content`,
      folded: foldText(label),
      text: foldText(`${names}\n${product.amazon_url}\n${product.niche?.name ?? product.niche_name ?? ""}`),
    };
    productCache.set(product, entry);
  }
  return entry;
}

export function productEntries(products: readonly Product[]): SearchEntry[] {
  return products.map(productEntry);
}

/**
 * The suggestions for a text: every word must appear; names that start with the text come first,
 * then names that contain it, then other matches (URL, slug), each group in the entries' order.
 * Without text, the actions. Stops scanning once the best group is full, so 20,000 products stay fast.
 */
export function searchEntries(entries: readonly SearchEntry[], query: string, limit = SUGGESTION_LIMIT): SearchEntry[] {
  const needle = foldText(query.trim());
  if (!needle) return entries.filter((entry) => entry.kind === "action").slice(0, limit);
  const words = needle.split(/\s+/);
  const groups: SearchEntry[][] = [[], [], []];
  for (const entry of entries) {
    if (!words.every((word) => entry.text.includes(word))) continue;
    const group = groups[entry.folded.startsWith(needle) ? 0 : entry.folded.includes(needle) ? 1 : 2];
    if (group.length < limit) group.push(entry);
    if (groups[0].length === limit) break;
  }
  return groups.flat().slice(0, limit);
}
