// Pure: the niche list's search, status filter and sort, and how they live in the URL.
import { parseDateTime } from "@/lib/format/date";
import { foldText } from "@/lib/utils";
import { pageFromSearch } from "@/lib/navigation/page-param";
import type { UrlQueryCodec } from "@/lib/navigation/use-url-query";
import { SORT_FIELDS, STATUS_FILTERS, type SortField, type StatusFilter } from "./list-options";
import type { Niche } from "./schemas";
import { resolveSiteUrl } from "./site-url";

/** What the list's filters, sorts and counts read of a niche. */
export type ListedNiche = Pick<Niche, "id" | "name" | "slug" | "affiliate_tag" | "description" | "is_active" | "created_at" | "updated_at" | "vercel_data" | "product_count">;

export interface NicheListQuery {
  q: string;
  status: StatusFilter;
  sort: SortField;
  /** The page shown when the upstream pages the list, from 1. */
  page: number;
}

export const DEFAULT_QUERY: NicheListQuery = { q: "", status: "all", sort: "updated_at", page: 1 };

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

/** Reads ?q=, ?status=, ?sort= and the dashboard's ?sites=true (with_site) / ?sites=false (no_site). */
export function parseListQuery(params: Pick<URLSearchParams, "get">): NicheListQuery {
  const status = params.get("status");
  const sites = params.get("sites");
  const sort = params.get("sort");
  let parsedStatus: StatusFilter = isOneOf(STATUS_FILTERS, status) ? status : "all";
  if (!isOneOf(STATUS_FILTERS, status)) {
    if (sites === "true") parsedStatus = "with_site";
    else if (sites === "false") parsedStatus = "no_site";
  }
  return {
    q: params.get("q") ?? "",
    status: parsedStatus,
    sort: isOneOf(SORT_FIELDS, sort) ? sort : "updated_at",
    page: pageFromSearch(params),
  };
}

/** The query string for a state; defaults are left out, so the bare /niches means "everything". */
export function serializeListQuery(query: Omit<NicheListQuery, "page"> & { page?: number }): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status !== "all") params.set("status", query.status);
  if (query.sort !== "updated_at") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function isFiltered(query: Omit<NicheListQuery, "page">): boolean {
  return query.q.trim() !== "" || query.status !== "all";
}

export function hasSite(niche: Pick<Niche, "vercel_data">): boolean {
  return resolveSiteUrl(niche.vercel_data) !== null;
}

// Per-niche derived values, computed once per niche object (SWR keeps objects stable between renders).
interface Derived {
  haystack: string;
  site: boolean;
  updated: number;
  created: number;
}
const derivedCache = new WeakMap<ListedNiche, Derived>();

function derived(niche: ListedNiche): Derived {
  let d = derivedCache.get(niche);
  if (!d) {
    d = {
      haystack: foldText([niche.name, niche.slug, niche.affiliate_tag ?? "", niche.description ?? ""].join("\n")),
      site: hasSite(niche),
      updated: parseDateTime(niche.updated_at ?? niche.created_at ?? "") || 0,
      created: parseDateTime(niche.created_at ?? "") || 0,
    };
    derivedCache.set(niche, d);
  }
  return d;
}

export function matchesStatus(niche: ListedNiche, status: StatusFilter): boolean {
  switch (status) {
    case "active":
      return niche.is_active;
    case "inactive":
      return !niche.is_active;
    case "with_site":
      return derived(niche).site;
    case "no_site":
      return !derived(niche).site;
    default:
      return true;
  }
}

const nameCollator = new Intl.Collator("es", { sensitivity: "base", numeric: true });

/** Dates and product count sort newest / largest first; names alphabetically. Ties fall back to id. */
function compare(sort: SortField): (a: ListedNiche, b: ListedNiche) => number {
  switch (sort) {
    case "name":
      return (a, b) => nameCollator.compare(a.name, b.name) || a.id - b.id;
    case "product_count":
      return (a, b) => (b.product_count ?? 0) - (a.product_count ?? 0) || a.id - b.id;
    case "created_at":
      return (a, b) => derived(b).created - derived(a).created || b.id - a.id;
    default:
      return (a, b) => derived(b).updated - derived(a).updated || b.id - a.id;
  }
}

/**
 * Whether rows come in the sort's order by its own field (ties aside, which a server may break by finer
 * times; names by their folded code points, as a database without the reader's collation orders them).
 */
export function inListOrder(rows: readonly ListedNiche[], sort: SortField): boolean {
  const keyOf = (n: ListedNiche): number | string => {
    if (sort === "name") return foldText(n.name);
    if (sort === "product_count") return -(n.product_count ?? 0);
    return -(sort === "created_at" ? derived(n).created : derived(n).updated);
  };
  return rows.every((row, i) => i === 0 || keyOf(rows[i - 1]) <= keyOf(row));
}

/** The list in the chosen order; done once per data or sort change, not per keystroke. */
export function sortNiches<T extends ListedNiche>(niches: readonly T[], sort: SortField): T[] {
  return niches.slice().sort(compare(sort));
}

/** Search and status filter; keeps the input's order. */
export function filterNiches<T extends ListedNiche>(niches: readonly T[], query: Pick<NicheListQuery, "q" | "status">): T[] {
  const needle = foldText(query.q.trim());
  if (!needle && query.status === "all") return niches.slice();
  return niches.filter((n) => matchesStatus(n, query.status) && (!needle || derived(n).haystack.includes(needle)));
}

export interface NicheStats {
  total: number;
  active: number;
  inactive: number;
  withSites: number;
}


/** The niche list's filters in the URL. */
export const nicheListUrlCodec: UrlQueryCodec<NicheListQuery> = { parse: parseListQuery, serialize: serializeListQuery, restart: { page: 1 } };
