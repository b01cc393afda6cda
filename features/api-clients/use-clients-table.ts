"use client";
// The clients table's state (search, sort, page, kept in the URL) and the list it shows, read through the list adapter.
import { useCallback } from "react";
import { usePathname } from "next/navigation";
import { knownPages, useList } from "@/lib/browser-data/use-list";
import type { QueryKey } from "@/lib/contract/query-key";
import { usePageInRange } from "@/lib/navigation/use-page-in-range";
import { useUrlQuery } from "@/lib/navigation/use-url-query";
import type { ReadSource } from "@/lib/read/read-view";
import { CLIENT_COUNTS, clientListAsk, clientListSource } from "./list-source";
import { clientListUrlCodec, sortStateOf } from "./list-url";
import type { ApiClient } from "./schemas";
import { nextSort, sortParam, type SortKey, type SortState } from "./table-view";

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
  /** The page asked is still being read: the rows shown are the last page's. */
  busy: boolean;
  query: string;
  /** The search as the list was last asked for it (what "no results for …" names). */
  askedQuery: string;
  sort: SortState;
  setQuery: (query: string) => void;
  setPage: (page: number) => void;
  sortBy: (column: SortKey) => void;
  /** The table's address with its page `page` (from 0), for links that work before the scripts run. */
  hrefOf: (page: number) => string;
}

export function useClientsTable(): ClientsTableView {
  const pathname = usePathname();
  const { query, settled, setSearch, update } = useUrlQuery(clientListUrlCodec);
  const sort = sortStateOf(query.sort);
  const view = useList(clientListSource, clientListAsk(query.q, sort, settled.page - 1), {
    asked: clientListAsk(settled.q, sortStateOf(settled.sort), settled.page - 1),
    counts: CLIENT_COUNTS,
  });
  // A page past the end (its last client deleted, an old link) becomes the last.
  usePageInRange(settled.page, knownPages(view), useCallback((page: number) => update({ page }, { replace: true }), [update]));

  return {
    read: view.read,
    key: view.key,
    visible: view.rows,
    found: view.total,
    total: view.counts.total,
    page: Math.min(settled.page, view.pageCount) - 1,
    pages: view.pageCount,
    busy: view.busy,
    query: query.q,
    askedQuery: settled.q,
    sort,
    setQuery: setSearch,
    setPage: (page: number) => update({ page: page + 1 }),
    sortBy: (column: SortKey) => update({ sort: sortParam(nextSort(sort, column)) }),
    hrefOf: (page: number) => pathname + clientListUrlCodec.serialize({ ...settled, page: page + 1 }),
  };
}
