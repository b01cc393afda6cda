"use client";
// The niche list as its screen reads it: a page at a time with its totals where the upstream pages it,
// else the whole list (filtered and sorted on screen, as before paging existed).
import { useMemo } from "react";
import { useQuery } from "@/lib/browser-data/use-query";
import { wholeData, type ReadSource } from "@/lib/read/read-view";
import { NICHE_PAGE_ROWS, nicheCountQuery, nichePageQuery, type NichePageAsk } from "./list-pages";
import { filterNiches, isFiltered, nicheStats, sortNiches, type NicheStats } from "./list-query";
import { nichesQuery } from "./queries";
import type { NicheRow } from "./row-view";

export interface NicheListView {
  paged: boolean;
  /** The read the screen's states follow: the page's, or the whole list's. */
  read: ReadSource<unknown>;
  /** What the screen shows: the page, or the whole list filtered and sorted as the screen asks. */
  rows: NicheRow[] | undefined;
  /** Niches that meet the filters; undefined until known. */
  filtered: number | undefined;
  /** Every niche; undefined until known. */
  total: number | undefined;
  stats: NicheStats | undefined;
  pageCount: number;
}

/**
 * `ask` is the URL's query (the search text after its pause); `shownQuery` the one on screen, with
 * which a whole list is filtered as the user types.
 */
export function useNicheList(ask: NichePageAsk, shownQuery: Pick<NichePageAsk, "q" | "status" | "sort">): NicheListView {
  const page = useQuery(nichePageQuery(ask));
  const paged = page.data !== null;
  const whole = useQuery(paged ? null : nichesQuery);
  const count = (status: Parameters<typeof nicheCountQuery>[0]) => (paged && page.data ? nicheCountQuery(status) : null);
  // Unfiltered, the page's own total is the whole list's.
  const all = useQuery(isFiltered(ask) ? count("all") : null);
  const active = useQuery(count("active"));
  const withSite = useQuery(count("with_site"));

  const list = whole.data;
  const sorted = useMemo(() => (list ? sortNiches(list, shownQuery.sort) : undefined), [list, shownQuery.sort]);
  const visible = useMemo(
    () => (sorted ? filterNiches(sorted, { q: shownQuery.q, status: shownQuery.status }) : undefined),
    [sorted, shownQuery.q, shownQuery.status],
  );
  // Counts over a whole list wait for all of it: the server may have sent only its first rows.
  const wholeList = wholeData(whole);
  const wholeStats = useMemo(() => (wholeList ? nicheStats(wholeList) : undefined), [wholeList]);

  if (!paged) {
    return { paged: false, read: whole, rows: visible, filtered: wholeList ? visible?.length : undefined, total: wholeList?.length, stats: wholeStats, pageCount: 1 };
  }
  const filtered = page.data?.total;
  const total = isFiltered(ask) ? (all.data ?? undefined) : filtered;
  const stats =
    total !== undefined && active.data != null && withSite.data != null
      ? { total, active: active.data, inactive: total - active.data, withSites: withSite.data }
      : undefined;
  return {
    paged: true,
    read: page,
    rows: page.data?.rows,
    filtered,
    total,
    stats,
    pageCount: Math.max(1, Math.ceil((filtered ?? 0) / NICHE_PAGE_ROWS)),
  };
}
