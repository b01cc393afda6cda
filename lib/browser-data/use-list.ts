"use client";
// A list as every screen reads it: the source's page where the upstream pages, else its whole list read
// once and narrowed, ordered, counted and paged here. The screen never knows which.
import { useMemo } from "react";
import { countInMemory, countsBeside, countsOfPage, listCountsQuery, listPageQuery, pageCountOf, type ListAsk, type ListCounts, type ListResult, type ListSource } from "@/lib/contract/list";
import type { QueryKey } from "@/lib/contract/query-key";
import { wholeData, type ReadSource } from "@/lib/read/read-view";
import { useQuery } from "./use-query";

export interface ListView<Row, K extends string> extends ListResult<Row> {
  /** The read the screen's states follow. */
  read: ReadSource<unknown>;
  /** The cached entry the rows come from, for optimistic changes. */
  key: QueryKey;
  /** The counters asked beside the list; each undefined until known. */
  counts: Record<K, number | undefined>;
  /** The rows shown are the last page's, kept while the page asked is read: the screen marks them busy. */
  busy: boolean;
}

const NO_ROWS: never[] = [];
const NO_COUNTS = {} as ListCounts<never, never>;

/**
 * `ask` null waits (a filter whose id is not known yet). `asked` is what the upstream is asked (the
 * search after its pause); `ask` what the screen shows, with which a whole list is narrowed as the
 * user types.
 */
export function useList<Row, F, K extends string = never>(
  source: ListSource<Row, F>,
  ask: ListAsk<F> | null,
  { asked = ask, counts = NO_COUNTS as ListCounts<F, K> }: { asked?: ListAsk<F> | null; counts?: ListCounts<F, K> } = {},
): ListView<Row, K> {
  const pageQuery = asked ? listPageQuery(source, asked) : null;
  const page = useQuery(pageQuery);
  const inMemory = page.data === null;
  const whole = useQuery(inMemory ? source.whole : null);
  const counted = Object.keys(counts).length > 0;
  const beside = asked ? countsBeside(source, counts, asked) : counts;
  const served = useQuery(!inMemory && page.data && Object.keys(beside).length > 0 ? listCountsQuery(source, beside) : null);

  const all = whole.data;
  const selection = ask && { q: ask.q, sort: ask.sort, filters: ask.filters };
  // Keyed by what narrows the list, not the object: the URL's query is a new object each render.
  const selectionKey = ask ? JSON.stringify(source.params(ask)) : "";
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const selected = useMemo(() => (all && selection ? source.select(all, selection) : undefined), [all, source, selectionKey]);
  // Counts over a whole list wait for all of it: the server may have sent only its first rows.
  const complete = wholeData(whole);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const countedInMemory = useMemo(() => (complete && counted ? countInMemory(source, complete, counts) : undefined), [complete, source, counted]);

  const perPage = ask?.perPage ?? 1;
  const current = ask?.page ?? 1;
  // The server's first rows are already the page it was asked for.
  const partial = whole.partial;
  const pageRows = useMemo(
    () => (!selected ? NO_ROWS : partial ? selected : selected.slice((current - 1) * perPage, current * perPage)),
    [selected, partial, current, perPage],
  );
  if (inMemory) {
    const total = complete ? selected?.length : undefined;
    const pageCount = pageCountOf(total, perPage);
    const rows = pageRows as Row[];
    return { read: whole, key: source.whole.key, rows, total, page: current, pageCount, counts: countsOf(counts, countedInMemory), busy: false };
  }
  const total = page.data?.total;
  return {
    // SWR's isLoading speaks of the key asked; the data may still be the last key's (keepPreviousData).
    busy: page.isLoading && page.data !== undefined,
    read: page,
    key: pageQuery?.key ?? source.whole.key,
    rows: page.data?.rows ?? (NO_ROWS as Row[]),
    total,
    page: asked?.page ?? 1,
    pageCount: pageCountOf(total, perPage),
    counts: countsOf(counts, {
      ...served.data,
      ...(asked && total !== undefined ? countsOfPage(source as ListSource<unknown, F>, counts, asked, total) : {}),
    }),
  };
}

function countsOf<K extends string>(counts: ListCounts<unknown, K>, known: Partial<Record<K, number>> | undefined): Record<K, number | undefined> {
  return Object.fromEntries(Object.keys(counts).map((name) => [name, known?.[name as K]])) as Record<K, number | undefined>;
}

/** The page count of a list known to hold rows; undefined otherwise (for `usePageInRange`). */
export function knownPages(view: Pick<ListView<unknown, string>, "read" | "total" | "pageCount">): number | undefined {
  return view.read.data != null && (view.total ?? 0) > 0 ? view.pageCount : undefined;
}
