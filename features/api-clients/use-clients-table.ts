"use client";
// The clients table as its screen reads it: a page at a time with its totals where the upstream pages
// the list, else the whole list searched, sorted and paged on screen, as before paging existed.
import { useDeferredValue, useMemo, useState } from "react";
import { usePausedText } from "@/lib/browser-data/use-paused-text";
import { useQuery } from "@/lib/browser-data/use-query";
import type { QueryKey } from "@/lib/contract/query-key";
import type { ReadSource } from "@/lib/read/read-view";
import { clientCountQuery, clientPageQuery } from "./list-pages";
import { apiClientsQuery } from "./queries";
import type { ApiClient } from "./schemas";
import { DEFAULT_SORT, filterClients, nextSort, pageCount, pageOf, sortClients, type SortKey, type SortState } from "./table-view";

export interface ClientsTableView {
  /** The read the table's states follow: the page's, or the whole list's. */
  read: ReadSource<unknown>;
  /** The cached entry the rows come from, for optimistic changes. */
  key: QueryKey;
  /** The rows on screen. */
  visible: ApiClient[];
  /** Clients the search finds, and all of them; undefined until known. */
  found: number | undefined;
  total: number | undefined;
  page: number;
  pages: number;
  query: string;
  /** The search as the list was last asked for it (what "no results for …" names). */
  askedQuery: string;
  sort: SortState;
  setQuery: (query: string) => void;
  setPage: (page: number) => void;
  sortBy: (column: SortKey) => void;
}

export function useClientsTable(): ClientsTableView {
  const [query, setQueryState] = useState("");
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [page, setPage] = useState(0);
  const pausedQuery = usePausedText(query);
  const deferredQuery = useDeferredValue(query);

  const pageQuery = clientPageQuery({ q: pausedQuery, sort, page });
  const pageRead = useQuery(pageQuery);
  const paged = pageRead.data !== null;
  const whole = useQuery(paged ? null : apiClientsQuery);
  const count = useQuery(paged && pageRead.data && pausedQuery.trim() ? clientCountQuery : null);

  const data = whole.data;
  const rows = useMemo(() => (paged ? [] : sortClients(filterClients(data ?? [], deferredQuery), sort)), [paged, data, deferredQuery, sort]);
  const found = paged ? pageRead.data?.total : whole.partial || !data ? undefined : rows.length;
  const pages = pageCount(paged ? (found ?? 0) : rows.length);
  const current = Math.min(page, pages - 1);

  // A page past the end (its last client deleted) becomes the last: set while rendering, as React
  // adjusts state to what it rendered from.
  if (paged && found !== undefined && page > pages - 1) setPage(pages - 1);

  const base = {
    query,
    sort,
    setQuery: (next: string) => {
      setQueryState(next);
      setPage(0);
    },
    setPage,
    sortBy: (column: SortKey) => {
      setSort((current) => nextSort(current, column));
      setPage(0);
    },
  };
  if (!paged) {
    return {
      ...base,
      read: whole,
      key: apiClientsQuery.key,
      visible: pageOf(rows, current),
      found,
      total: whole.partial ? undefined : data?.length,
      page: current,
      pages,
      askedQuery: deferredQuery,
    };
  }
  return {
    ...base,
    read: pageRead,
    key: pageQuery.key,
    visible: pageRead.data?.rows ?? [],
    found,
    total: pausedQuery.trim() ? (count.data ?? undefined) : found,
    page: current,
    pages,
    askedQuery: pausedQuery,
  };
}
