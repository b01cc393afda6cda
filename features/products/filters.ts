// The product lists' filters: the search text as both lists match it, and how the filters live in the URL.
import { pageFromSearch } from "@/lib/navigation/page-param";
import type { Product } from "./schemas";
import { statusFilterOf, type StatusFilter } from "./status";
import { foldText } from "@/lib/utils";
import type { UrlQueryCodec } from "@/lib/navigation/use-url-query";

export interface NicheProductFilters {
  q: string;
  status: StatusFilter;
  /** The page shown when the upstream pages the list, from 1. */
  page: number;
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

export function isFiltered(f: Omit<AllProductFilters, "page">): boolean {
  return f.q.trim() !== "" || f.niche !== "all" || f.status !== "all";
}

/** Filters kept in the URL (?q=&niche=&status=&page=), so the dashboard can link to ?status=pending. */
export function filtersFromSearch(params: Pick<URLSearchParams, "get">): AllProductFilters {
  return {
    q: params.get("q") ?? "",
    niche: params.get("niche") || "all",
    status: statusFilterOf(params.get("status")),
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
