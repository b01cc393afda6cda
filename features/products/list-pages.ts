// The product lists a page at a time: each page is asked with the screen's search, status and niche,
// newest first, and its key holds them, so Back shows a page already read at once. An upstream that
// does not page or filter as asked answers null, and the screens read the whole list instead.
import { query } from "@/lib/contract/query";
import type { QueryKey } from "@/lib/contract/query-key";
import type { ListPage } from "@/lib/http/list-page";
import type { Requester } from "@/lib/http/requester";
import { holdsText } from "./filters";
import type { Product } from "./schemas";
import type { StatusFilter } from "./status";

/** Rows per page: whole rows of one to four cards. */
export const PRODUCT_PAGE_ROWS = 48;

/** The general list (`all`), or one niche's list. */
export type ProductListScope = { of: "all" } | { of: "niche"; nicheId: number | string };

export interface ProductPageAsk {
  q: string;
  /** Statuses a row may have; empty: any. */
  statuses: readonly string[];
  /** The general list narrowed to one niche. */
  nicheId?: number;
  page: number;
}

/** The statuses a filter shows: a niche's screen groups "processing" with "pending" and "error" with "failed". */
export function statusesOf(filter: StatusFilter, grouped: boolean): string[] {
  if (filter === "all") return [];
  if (grouped && filter === "pending") return ["pending", "processing"];
  if (grouped && filter === "failed") return ["failed", "error"];
  return [filter];
}

const contract = async () => (await import("./read-contract")).productReads;

function scopeParams(scope: ProductListScope): Record<string, string> {
  return scope.of === "all" ? { of: "all" } : { of: "niche", niche_id: String(scope.nicheId) };
}

async function readPage(scope: ProductListScope, ask: Omit<ProductPageAsk, "page">, skip: number, limit: number, request: Requester) {
  const [products, { readListPage }] = await Promise.all([contract(), import("@/lib/http/list-page")]);
  const q = ask.q.trim();
  const query = {
    sort: "-id",
    ...(q ? { q } : {}),
    ...(ask.statuses.length ? { status: ask.statuses.join(",") } : {}),
    ...(ask.nicheId !== undefined ? { niche_id: ask.nicheId } : {}),
  };
  const nicheId = scope.of === "niche" ? Number(scope.nicheId) : ask.nicheId;
  const meets = (row: Product) =>
    (ask.statuses.length === 0 || ask.statuses.includes(row.generation_status)) && (nicheId === undefined || row.niche_id === nicheId);
  const paged = { ...query, skip, limit };
  const url = scope.of === "all" ? products.list.url({}, paged) : products.ofNiche.url({ niche_id: scope.nicheId }, paged);
  const page = await readListPage(url, products.list.response, limit, request, meets);
  // An upstream that ignores `q` answers its newest rows, which hardly ever hold the text. One row
  // that does is enough: a server may fold a letter otherwise than we do, and reading 200,000 rows
  // for that would cost far more than a row it matched by a field we do not see.
  if (page && q && page.rows.length > 0 && !page.rows.some((row) => holdsText(row, q))) return null;
  return page;
}

export const productPageKey = (scope: ProductListScope, ask: ProductPageAsk): QueryKey => [
  "products.page",
  {
    ...scopeParams(scope),
    q: ask.q.trim(),
    status: ask.statuses.join(","),
    ...(ask.nicheId !== undefined ? { niche_filter: String(ask.nicheId) } : {}),
    page: String(ask.page),
  },
];

/** One page of a list; null when the upstream does not page it. */
export const productPageQuery = (scope: ProductListScope, ask: ProductPageAsk) =>
  query<ListPage<Product> | null>({
    key: productPageKey(scope, ask),
    read: (request) => readPage(scope, ask, (ask.page - 1) * PRODUCT_PAGE_ROWS, PRODUCT_PAGE_ROWS, request),
    // The last page stays on screen, marked busy, while the next one is read.
    options: { keepPreviousData: true },
  });

/** How many products a list holds with `statuses` (any when empty), read as a one-row page's total. */
export const productCountQuery = (scope: ProductListScope, statuses: readonly string[] = []) =>
  query<number | null>({
    key: ["products.count", { ...scopeParams(scope), status: statuses.join(",") }],
    read: async (request) => (await readPage(scope, { q: "", statuses }, 0, 1, request))?.total ?? null,
  });

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
