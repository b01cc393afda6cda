// The product lists as list sources: each page asked with the screen's search, statuses and niche,
// newest first; where the upstream does not page or filter as asked, the whole list narrowed here.
import type { ListSource } from "@/lib/contract/list";
import { readListPage } from "@/lib/http/list-page";
import type { Requester } from "@/lib/http/requester";
import { newestFirst } from "@/lib/list-order";
import { holdsText } from "./filters";
import { allProductsQuery, nicheProductsQuery } from "./queries";
import { productReads } from "./read-contract";
import type { Product } from "./schemas";
import { STATUSES_OF } from "./status";

/** Rows per page: whole rows of one to four cards. */
export const PRODUCT_PAGE_ROWS = 48;

/** The general list (`all`), or one niche's list. */
export type ProductListScope = { of: "all" } | { of: "niche"; nicheId: number | string };

export interface ProductFilters {
  /** Statuses a row may have; empty: any. */
  statuses: readonly string[];
  /** The general list narrowed to one niche. */
  nicheId?: number;
}

function meets(row: Product, statuses: readonly string[], nicheId: number | undefined, q: string): boolean {
  return (statuses.length === 0 || statuses.includes(row.generation_status)) && (nicheId === undefined || row.niche_id === nicheId) && holdsText(row, q);
}

function source(scope: ProductListScope): ListSource<Product, ProductFilters> {
  const scopeNiche = scope.of === "niche" ? Number(scope.nicheId) : undefined;
  return {
    endpoint: scope.of === "all" ? productReads.list : productReads.ofNiche,
    whole: scope.of === "all" ? allProductsQuery : nicheProductsQuery(scope.nicheId),
    params: ({ q, filters }) => ({
      ...(scope.of === "all" ? { of: "all" } : { of: "niche", niche_id: String(scope.nicheId) }),
      q: q.trim(),
      status: filters.statuses.join(","),
      ...(filters.nicheId !== undefined ? { niche_filter: String(filters.nicheId) } : {}),
    }),
    async readPage({ q: text, filters, page, perPage }, request: Requester) {
      const q = text.trim();
      const query = {
        sort: "-id" as const,
        ...(q ? { q } : {}),
        ...(filters.statuses.length ? { status: filters.statuses.join(",") } : {}),
        ...(filters.nicheId !== undefined ? { niche_id: filters.nicheId } : {}),
        skip: (page - 1) * perPage,
        limit: perPage,
      };
      const nicheId = scopeNiche ?? filters.nicheId;
      const url = scope.of === "all" ? productReads.list.url({}, query) : productReads.ofNiche.url({ niche_id: scope.nicheId }, query);
      const answer = await readListPage(url, productReads.list.response, perPage, request, (row) => meets(row, filters.statuses, nicheId, ""));
      // An upstream that ignores `q` answers its newest rows, which hardly ever hold the text. One row
      // that does is enough: a server may fold a letter otherwise than we do, and reading 200,000 rows
      // for that would cost far more than a row it matched by a field we do not see.
      if (answer && q && answer.rows.length > 0 && !answer.rows.some((row) => holdsText(row, q))) return null;
      return answer;
    },
    select: (rows, { q, filters }) => newestOf(rows).filter((row) => meets(row, filters.statuses, filters.nicheId, q)),
    // A list shows no article's address: a page's HTML carries its rows without it.
    firstScreen: ({ article_url: _notShown, ...row }) => row,
  };
}

// Per list read: typing narrows the same list again and again, ordered once.
const ordered = new WeakMap<readonly Product[], Product[]>();
function newestOf(rows: readonly Product[]): Product[] {
  let sorted = ordered.get(rows);
  if (!sorted) ordered.set(rows, (sorted = newestFirst(rows)));
  return sorted;
}

const sources = new Map<string, ListSource<Product, ProductFilters>>();

/** A product list's source, one per scope (screens memoise by it). */
export function productListSource(scope: ProductListScope): ListSource<Product, ProductFilters> {
  const name = scope.of === "all" ? "all" : String(scope.nicheId);
  let found = sources.get(name);
  if (!found) sources.set(name, (found = source(scope)));
  return found;
}

/** The ask of a product list: newest first, a page of `PRODUCT_PAGE_ROWS`. */
export const productListAsk = (q: string, filters: ProductFilters, page: number) => ({ q, filters, page, perPage: PRODUCT_PAGE_ROWS, sort: "-id" });

/** The general list's counters: every product, and the "Pendiente" and "Completado" groups as their filters show them. */
export const ALL_PRODUCT_COUNTS = {
  total: { q: "", sort: "-id", filters: { statuses: [] } },
  pending: { q: "", sort: "-id", filters: { statuses: STATUSES_OF.pending } },
  completed: { q: "", sort: "-id", filters: { statuses: STATUSES_OF.completed } },
} as const satisfies Record<string, { q: string; sort: string; filters: ProductFilters }>;

/** A niche list's counter: every product of it. */
export const NICHE_PRODUCT_COUNTS = { total: ALL_PRODUCT_COUNTS.total } as const;

/**
 * The niche id a niche filter (a slug) asks a server for: undefined without one, null while the
 * niche list that names it is not read whole yet, 0 (no products) for a niche that does not exist.
 */
export function nicheFilterId(slug: string, niches: readonly { id: number; slug: string }[] | undefined, partial: boolean): number | undefined | null {
  if (slug === "all") return undefined;
  const niche = niches?.find((one) => one.slug === slug);
  if (niche) return niche.id;
  return niches && !partial ? 0 : null;
}
