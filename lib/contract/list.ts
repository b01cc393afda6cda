// One list, whatever the upstream does (react-admin's getList, refine's pagination mode): a list is
// `{rows, total, page, pageCount}` for a query `{page, perPage, sort, filters, q}`. A source says how to
// ask the upstream for a page (null when it cannot page, filter or sort as asked: FastAPI ignores a
// parameter it does not declare) and how to filter, sort and search the whole list in memory; the
// queries here are the same on the server and in the browser.
import { query, type Query } from "./query";
import type { KeyParams, QueryKey } from "./query-key";
import type { Requester } from "@/lib/http/requester";

/** A page as an upstream answers it. */
export interface ListPage<Row> {
  rows: Row[];
  /** Rows of the whole filtered list. */
  total: number;
}

export interface ListAsk<F> {
  /** From 1. */
  page: number;
  perPage: number;
  sort: string;
  filters: F;
  q: string;
}

/** What narrows and orders a list, without its page. */
export type ListSelection<F> = Omit<ListAsk<F>, "page" | "perPage">;

export interface ListResult<Row> {
  /** The rows of the page asked. */
  rows: Row[];
  /** Rows meeting the filters and search, on every page; undefined until known. */
  total: number | undefined;
  page: number;
  pageCount: number;
}

export interface ListSource<Row, F> {
  /** The whole list's endpoint: the page and count keys are named from it. */
  endpoint: { id: EndpointId };
  /** What keys a selection (scope, filters, search and sort), as text. */
  params(selection: ListSelection<F>): KeyParams;
  /** One page asked of the upstream; null when it did not page, filter or sort as asked. */
  readPage(ask: ListAsk<F>, request: Requester): Promise<ListPage<Row> | null>;
  /** The whole list, read once where the upstream cannot page. */
  whole: Query<Row[]>;
  /** The whole list narrowed and ordered as `selection` asks, in memory. */
  select(rows: readonly Row[], selection: ListSelection<F>): Row[];
  /** What of a row a page hands the browser, when less than the row. */
  firstScreen?: (row: Row) => Row;
}

/** An endpoint's id: `entity.name`. */
type EndpointId = `${string}.${string}`;
type EntityOf<Id extends EndpointId> = Id extends `${infer Entity}.${string}` ? Entity : never;

/** What a list is read as besides its whole: a page, the counters beside it, rows found by a filter. */
export type ListKeyKind = "page" | "count" | "find";

/**
 * The key id of a list's pages, counts or lookups, from its whole list's endpoint:
 * `listKeyId(productReads.list, "page")` is `"products.page"`, typed so.
 */
export function listKeyId<Id extends EndpointId, K extends ListKeyKind>(endpoint: { id: Id }, kind: K): `${EntityOf<Id>}.${K}` {
  return `${endpoint.id.slice(0, endpoint.id.indexOf("."))}.${kind}` as `${EntityOf<Id>}.${K}`;
}

/** Counters beside a list: each a selection's size (a one-row page where the upstream pages). */
export type ListCounts<F, K extends string> = Readonly<Record<K, ListSelection<F>>>;

export const listPageKey = <Row, F>(source: ListSource<Row, F>, ask: ListAsk<F>): QueryKey => [
  listKeyId(source.endpoint, "page"),
  { ...source.params(ask), page: String(ask.page), perPage: String(ask.perPage) },
];

/** One page as the upstream answers it; null where it cannot page. */
export const listPageQuery = <Row, F>(source: ListSource<Row, F>, ask: ListAsk<F>): Query<ListPage<Row> | null> => {
  const cut = source.firstScreen;
  return query<ListPage<Row> | null>({
    key: listPageKey(source, ask),
    read: (request) => source.readPage(ask, request),
    firstScreen: cut ? (page) => page && { rows: page.rows.map(cut), total: page.total } : undefined,
    // The last page stays on screen, marked busy, while the next one is read.
    options: { keepPreviousData: true },
  });
};

/** The counters as the upstream counts them; null where it cannot page. */
export const listCountsQuery = <Row, F, K extends string>(source: ListSource<Row, F>, counts: ListCounts<F, K>): Query<Record<K, number> | null> => {
  const names = Object.keys(counts).sort() as K[];
  const params = Object.fromEntries(names.map((name) => [name, new URLSearchParams(source.params(counts[name])).toString()]));
  return query<Record<K, number> | null>({
    key: [listKeyId(source.endpoint, "count"), params],
    read: async (request) => {
      const pages = await Promise.all(names.map((name) => source.readPage({ ...counts[name], page: 1, perPage: 1 }, request)));
      if (pages.some((page) => page === null)) return null;
      return Object.fromEntries(names.map((name, i) => [name, pages[i]!.total])) as Record<K, number>;
    },
  });
};

// Whether a counter counts what a page's total does: the order aside, which changes no count.
const sameSelection = <F>(source: ListSource<unknown, F>, counter: ListSelection<F>, ask: ListSelection<F>) =>
  JSON.stringify(source.params({ ...counter, sort: ask.sort })) === JSON.stringify(source.params(ask));

/** The counters the upstream is asked for beside `ask`'s page: one the page's own total answers is not. */
export function countsBeside<Row, F, K extends string>(source: ListSource<Row, F>, counts: ListCounts<F, K>, ask: ListSelection<F>): ListCounts<F, K> {
  return Object.fromEntries(Object.entries<ListSelection<F>>(counts).filter(([, selection]) => !sameSelection(source as ListSource<unknown, F>, selection, ask))) as ListCounts<F, K>;
}

/** The counters a page's own total answers, by `ask`'s selection. */
export function countsOfPage<F, K extends string>(source: ListSource<unknown, F>, counts: ListCounts<F, K>, ask: ListSelection<F>, total: number): Partial<Record<K, number>> {
  return Object.fromEntries(Object.entries<ListSelection<F>>(counts).filter(([, selection]) => sameSelection(source, selection, ask)).map(([name]) => [name, total])) as Partial<Record<K, number>>;
}

/** The counters over a whole list, in memory. */
export function countInMemory<Row, F, K extends string>(source: ListSource<Row, F>, rows: readonly Row[], counts: ListCounts<F, K>): Record<K, number> {
  return Object.fromEntries(Object.entries<ListSelection<F>>(counts).map(([name, selection]) => [name, source.select(rows, selection).length])) as Record<K, number>;
}

export const pageCountOf = (total: number | undefined, perPage: number): number => Math.max(1, Math.ceil((total ?? 0) / perPage));
