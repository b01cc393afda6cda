// Client-side filtering of both product lists.
import { pageFromSearch } from "@/lib/navigation/page-param";
import type { Niche } from "@/features/niches/schemas";
import { withNicheRefs } from "./niche-refs";
import type { Product } from "./schemas";
import { isStatusFilter, matchesNicheStatus, type StatusFilter } from "./status";
import { newestFirst } from "@/lib/list-order";
import { foldText } from "@/lib/utils";
import type { UrlQueryCodec } from "@/lib/navigation/use-url-query";

export interface NicheProductFilters {
  q: string;
  status: StatusFilter;
  /** The page shown when the upstream pages the list, from 1. */
  page: number;
}

/** Niche screen: text on the Amazon URL (case-insensitive), status with the niche grouping rules. */
export function filterNicheProducts<P extends Product>(products: readonly P[], f: Pick<NicheProductFilters, "q" | "status">): P[] {
  const q = f.q.trim().toLowerCase();
  return products.filter(
    (p) => matchesNicheStatus(p.generation_status, f.status) && (!q || p.amazon_url.toLowerCase().includes(q)),
  );
}

export interface AllProductFilters {
  q: string;
  /** Niche slug, or "all". */
  niche: string;
  status: StatusFilter;
  /** The page shown when the upstream pages the list, from 1. */
  page: number;
}

export const EMPTY_ALL_FILTERS: AllProductFilters = { q: "", niche: "all", status: "all", page: 1 };

export function nicheNameOf(p: Product): string {
  return p.niche?.name ?? p.niche_name ?? "";
}

export function nicheSlugOf(p: Product): string {
  return p.niche?.slug ?? p.niche_slug ?? "";
}

// Per product object: a live update replaces a few products, so a new list reuses the rest's texts.
const haystacks = new WeakMap<Product, string>();
function haystack(p: Product): string {
  let text = haystacks.get(p);
  if (text === undefined) {
    // What the search box offers (the URL, the title, the ASIN) and the niche's name and slug.
    const names = [p.content_title, p.product_name, p.name, p.asin].filter(Boolean).join("\n");
    text = foldText(`${nicheNameOf(p)}\n${nicheSlugOf(p)}\n${p.amazon_url}\n${names}`);
    haystacks.set(p, text);
  }
  return text;
}

/** Whether `p` holds the search text `q` where the search box looks (see `haystack`). */
export function holdsText(p: Product, q: string): boolean {
  const folded = foldText(q.trim());
  return !folded || haystack(p).includes(folded);
}

/**
 * The general list's filter (text on niche name, niche slug, URL, title, product name or ASIN, case and
 * accents ignored; niche by exact slug; exact
 * status; combined) over one list. Typing must stay fast with 20,000 rows: the lower-cased search
 * texts are gathered into an array once per list, and while the text only grows with the same niche
 * and status, only the previous matches are scanned.
 */
export function createAllProductsFilter<P extends Product>(products: readonly P[]): (f: Omit<AllProductFilters, "page">) => P[] {
  const texts = products.map(haystack);
  const all = products.map((_, i) => i);
  let last: { q: string; niche: string; status: StatusFilter; matches: number[] } | null = null;
  return (f) => {
    const q = foldText(f.q.trim());
    if (!q && f.niche === "all" && f.status === "all") {
      last = { q, niche: f.niche, status: f.status, matches: all };
      return products.slice();
    }
    const narrows = last !== null && last.niche === f.niche && last.status === f.status && q.includes(last.q);
    const source = narrows && last ? last.matches : all;
    const matches: number[] = [];
    for (const i of source) {
      const p = products[i];
      if (f.status !== "all" && p.generation_status !== f.status) continue;
      if (f.niche !== "all" && nicheSlugOf(p) !== f.niche) continue;
      if (q && !texts[i].includes(q)) continue;
      matches.push(i);
    }
    last = { q, niche: f.niche, status: f.status, matches };
    return matches.map((i) => products[i]);
  };
}

export function isFiltered(f: Omit<AllProductFilters, "page">): boolean {
  return f.q.trim() !== "" || f.niche !== "all" || f.status !== "all";
}


/** Filters kept in the URL (?q=&niche=&status=&page=), so the dashboard can link to ?status=pending. */
export function filtersFromSearch(params: Pick<URLSearchParams, "get">): AllProductFilters {
  const status = params.get("status");
  return {
    q: params.get("q") ?? "",
    niche: params.get("niche") || "all",
    status: isStatusFilter(status) ? status : "all",
    page: pageFromSearch(params),
  };
}

export function filtersToSearch(f: Omit<AllProductFilters, "page"> & { page?: number }): string {
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.niche !== "all") params.set("niche", f.niche);
  if (f.status !== "all") params.set("status", f.status);
  if (f.page && f.page > 1) params.set("page", String(f.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The general list's filters in the URL; a new search or filter shows the first page. */
export const allProductsUrlCodec: UrlQueryCodec<AllProductFilters> = { parse: filtersFromSearch, serialize: filtersToSearch, restart: { page: 1 } };

/** A niche's list filters in the URL (?q=&status=&page=). */
export const nicheProductsUrlCodec: UrlQueryCodec<NicheProductFilters> = {
  parse: (params: Pick<URLSearchParams, "get">): NicheProductFilters => {
    const { q, status, page } = filtersFromSearch(params);
    return { q, status, page };
  },
  serialize: ({ q, status, page }: NicheProductFilters) => filtersToSearch({ q, status, page, niche: "all" }),
  restart: { page: 1 },
};

/** The general list in its screen's order for `filters`: newest first, filtered by niche name too. */
export function allProductsInScreenOrder<P extends Product>(products: readonly P[], niches: readonly Niche[] | undefined, filters: Omit<AllProductFilters, "page">): P[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  const shown = createAllProductsFilter(withNicheRefs(newestFirst(products), niches))(filters);
  return shown.map((product) => byId.get(product.id) ?? product);
}
