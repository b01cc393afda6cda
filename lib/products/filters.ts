// Client-side filtering of both product lists (spec 02 §4 and §5).
import type { Product } from "./schemas";
import { isStatusFilter, matchesNicheStatus, type StatusFilter } from "./status";

export interface NicheProductFilters {
  q: string;
  status: StatusFilter;
}

/** Niche screen: text on the Amazon URL (case-insensitive), status with the niche grouping rules. */
export function filterNicheProducts<P extends Product>(products: readonly P[], f: NicheProductFilters): P[] {
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
}

export const EMPTY_ALL_FILTERS: AllProductFilters = { q: "", niche: "all", status: "all" };

export function nicheNameOf(p: Product): string {
  return p.niche?.name ?? p.niche_name ?? "";
}

export function nicheSlugOf(p: Product): string {
  return p.niche?.slug ?? p.niche_slug ?? "";
}

// Lower-cased search text per product, built once: typing must stay fast with 20,000 rows.
const haystacks = new WeakMap<Product, string>();
function haystack(p: Product): string {
  let text = haystacks.get(p);
  if (text === undefined) {
    text = `${nicheNameOf(p)}\n${nicheSlugOf(p)}\n${p.amazon_url}`.toLowerCase();
    haystacks.set(p, text);
  }
  return text;
}

function matchesAll(p: Product, f: AllProductFilters, q: string): boolean {
  return (
    (f.status === "all" || p.generation_status === f.status) &&
    (f.niche === "all" || nicheSlugOf(p) === f.niche) &&
    (!q || haystack(p).includes(q))
  );
}

/**
 * The general list's filter (text on niche name, niche slug or URL; niche by exact slug; exact
 * status; combined) over one list. It remembers its last answer: when the text only grows (typing)
 * with the same niche and status, only the previous matches are scanned, not all 20,000 products.
 */
export function createAllProductsFilter<P extends Product>(products: readonly P[]): (f: AllProductFilters) => P[] {
  let last: { q: string; niche: string; status: StatusFilter; matches: P[] } | null = null;
  return (f) => {
    const q = f.q.trim().toLowerCase();
    const narrows = last !== null && last.niche === f.niche && last.status === f.status && q.includes(last.q);
    const source = narrows && last ? last.matches : products;
    const matches = !q && f.niche === "all" && f.status === "all" ? products.slice() : source.filter((p) => matchesAll(p, f, q));
    last = { q, niche: f.niche, status: f.status, matches };
    return matches.slice();
  };
}

export function isFiltered(f: AllProductFilters): boolean {
  return f.q.trim() !== "" || f.niche !== "all" || f.status !== "all";
}

/** Filters kept in the URL (?q=&niche=&status=), so the dashboard can link to ?status=pending. */
export function filtersFromSearch(params: Pick<URLSearchParams, "get">): AllProductFilters {
  const status = params.get("status");
  return {
    q: params.get("q") ?? "",
    niche: params.get("niche") || "all",
    status: isStatusFilter(status) ? status : "all",
  };
}

export function filtersToSearch(f: AllProductFilters): string {
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.niche !== "all") params.set("niche", f.niche);
  if (f.status !== "all") params.set("status", f.status);
  const text = params.toString();
  return text ? `?${text}` : "";
}
