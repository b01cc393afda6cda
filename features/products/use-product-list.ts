"use client";
// A product list as a screen reads it: a page at a time with its total where the upstream pages it,
// else the whole list (filtered on screen, as before paging existed).
import { usePausedText } from "@/lib/browser-data/use-paused-text";
import type { Query } from "@/lib/contract/query";
import { useQuery, type ApiRead } from "@/lib/browser-data/use-query";
import type { ListPage } from "@/lib/http/list-page";
import { PRODUCT_PAGE_ROWS, productCountQuery, productPageQuery, type ProductListScope, type ProductPageAsk } from "./list-pages";
import { allProductsQuery } from "./queries";
import type { Product } from "./schemas";

export type ProductListView =
  | {
      paged: true;
      read: ApiRead<ListPage<Product> | null>;
      /** The page's rows, newest first. */
      rows: Product[];
      /** Rows that meet the filters, on every page. */
      filtered: number | undefined;
      /** The whole list's size; undefined until known. */
      total: number | undefined;
      pageCount: number;
    }
  | {
      paged: false;
      read: ApiRead<Product[]>;
      /** The whole list, for the screen to filter. */
      rows: Product[];
    };

/**
 * `ask` null waits (a niche filter whose id is not known yet). `whole` is the list read when the
 * upstream does not page: asked only once a page's answer has said so.
 */
export function useProductList(scope: ProductListScope, ask: ProductPageAsk | null, whole: Query<Product[]>): ProductListView {
  const page = useQuery(ask ? productPageQuery(scope, ask) : null);
  const unpaged = page.data === null;
  const wholeRead = useQuery(unpaged ? whole : null);
  const filtersOn = ask !== null && (ask.q.trim() !== "" || ask.statuses.length > 0 || ask.nicheId !== undefined);
  const count = useQuery(!unpaged && filtersOn ? productCountQuery(scope) : null);
  if (unpaged) return { paged: false, read: wholeRead, rows: wholeRead.data ?? [] };
  const filtered = page.data?.total;
  return {
    paged: true,
    read: page,
    rows: page.data?.rows ?? [],
    filtered,
    total: filtersOn ? (count.data ?? undefined) : filtered,
    pageCount: Math.max(1, Math.ceil((filtered ?? 0) / PRODUCT_PAGE_ROWS)),
  };
}

/** The page count of a paged list known to hold rows; undefined otherwise (for `usePageInRange`). */
export function knownPages(view: ProductListView): number | undefined {
  return view.paged && view.read.data != null && (view.filtered ?? 0) > 0 ? view.pageCount : undefined;
}

/** The general list's counters on a paged upstream: pending (processing too) and completed, each a count read. */
export function useStatusCounts(enabled: boolean): { pending: number | undefined; completed: number | undefined } {
  const scope = { of: "all" } as const;
  const pending = useQuery(enabled ? productCountQuery(scope, ["pending", "processing"]) : null);
  const completed = useQuery(enabled ? productCountQuery(scope, ["completed"]) : null);
  return { pending: pending.data ?? undefined, completed: completed.data ?? undefined };
}

/**
 * Products for a search box elsewhere (the command palette): where the upstream pages, its first
 * page of matches for `q`, asked after a pause; else the whole list, for the caller to search.
 */
export function useProductSearch(q: string): { data: Product[] | undefined; error: unknown } {
  const text = usePausedText(q).trim();
  const page = useQuery(text ? productPageQuery({ of: "all" }, { q: text, statuses: [], page: 1 }) : null);
  const whole = useQuery(page.data === null ? allProductsQuery : null);
  if (page.data === null) return { data: whole.data, error: whole.error };
  return { data: text ? page.data?.rows : [], error: page.error };
}
