"use client";
// The template list as its screen reads it: the newest templates as far as shown, with the counters,
// where the upstream pages the list; else the whole list, newest first, shown a part at a time.
import { useMemo, useState } from "react";
import { useQuery } from "@/lib/browser-data/use-query";
import type { QueryKey } from "@/lib/contract/query-key";
import { newestFirst } from "@/lib/list-order";
import { wholeData, type ReadSource } from "@/lib/read/read-view";
import { CATALOG_PAGE_ROWS, catalogCountQuery, catalogNewestQuery } from "./list-pages";
import { catalogItemsQuery } from "./queries";
import type { CatalogItem } from "./schemas";
import { catalogStats } from "./stats";

export interface CatalogListView {
  read: ReadSource<unknown>;
  /** The cached entry the cards come from, for optimistic changes. */
  key: QueryKey;
  /** The cards on screen, newest first. */
  visible: CatalogItem[] | undefined;
  /** Every template; undefined until known. */
  total: number | undefined;
  stats: ReturnType<typeof catalogStats> | undefined;
  showMore: () => void;
}

export function useCatalogList(): CatalogListView {
  const [shown, setShown] = useState(CATALOG_PAGE_ROWS);
  const newest = catalogNewestQuery(shown);
  const page = useQuery(newest);
  const paged = page.data !== null;
  const whole = useQuery(paged ? null : catalogItemsQuery);
  const active = useQuery(paged && page.data ? catalogCountQuery("active") : null);
  const withGithub = useQuery(paged && page.data ? catalogCountQuery("withGithub") : null);

  const sorted = useMemo(() => (whole.data ? newestFirst(whole.data) : undefined), [whole.data]);
  // Counts over a whole list wait for all of it: the server may have sent only its first rows.
  const all = wholeData(whole);
  const wholeStats = useMemo(() => (all ? catalogStats(all) : undefined), [all]);
  const showMore = () => setShown((n) => n + CATALOG_PAGE_ROWS);

  if (!paged) {
    return { read: whole, key: catalogItemsQuery.key, visible: sorted?.slice(0, shown), total: all?.length, stats: wholeStats, showMore };
  }
  const total = page.data?.total;
  return {
    read: page,
    key: newest.key,
    visible: page.data?.rows,
    total,
    stats: total !== undefined && active.data != null && withGithub.data != null ? { total, active: active.data, withGithub: withGithub.data } : undefined,
    showMore,
  };
}
