"use client";
// The clients table's state (search, sort, page) and the list it shows, read through the list adapter.
import { useState } from "react";
import { usePausedText } from "@/lib/browser-data/use-paused-text";
import { useList } from "@/lib/browser-data/use-list";
import type { QueryKey } from "@/lib/contract/query-key";
import type { ReadSource } from "@/lib/read/read-view";
import { CLIENT_COUNTS, clientListAsk, clientListSource } from "./list-source";
import type { ApiClient } from "./schemas";
import { DEFAULT_SORT, nextSort, type SortKey, type SortState } from "./table-view";

export interface ClientsTableView {
  read: ReadSource<unknown>;
  /** The cached entry the rows come from, for optimistic changes. */
  key: QueryKey;
  /** The rows on screen. */
  visible: ApiClient[];
  /** Clients the search finds, and all of them; undefined until known. */
  found: number | undefined;
  total: number | undefined;
  /** From 0. */
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
  const view = useList(clientListSource, clientListAsk(query, sort, page), { asked: clientListAsk(pausedQuery, sort, page), counts: CLIENT_COUNTS });

  // A page past the end (its last client deleted) becomes the last: set while rendering, as React
  // adjusts state to what it rendered from.
  if (view.total !== undefined && page > view.pageCount - 1) setPage(view.pageCount - 1);

  return {
    read: view.read,
    key: view.key,
    visible: view.rows,
    found: view.total,
    total: view.counts.total,
    page: Math.min(page, view.pageCount - 1),
    pages: view.pageCount,
    query,
    askedQuery: pausedQuery,
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
}
