"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "next/navigation";
import { filtersFromSearch, filtersToSearch, type AllProductFilters } from "@/features/products/filters";

/** The URL follows the filters once typing pauses: each history write re-renders the app router. */
const URL_WRITE_DELAY_MS = 300;

/**
 * General-list filters kept in the URL. State changes apply at once and reach the URL through
 * history.replaceState shortly after (no navigation); a URL changed from outside (a link) resets them.
 */
export function useUrlFilters(): [AllProductFilters, (patch: Partial<AllProductFilters>) => void] {
  const searchParams = useSearchParams();
  const search = searchParams.toString();
  const [filters, setFilters] = useState(() => filtersFromSearch(searchParams));
  const [seenSearch, setSeenSearch] = useState(search);
  const latest = useRef(filters);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (search !== seenSearch) {
    setSeenSearch(search);
    const fromUrl = filtersFromSearch(searchParams);
    if (filtersToSearch(fromUrl) !== filtersToSearch(filters)) setFilters(fromUrl);
  }

  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Stable, so memoised children (the niche select, the cards) do not re-render while typing.
  const update = useCallback((patch: Partial<AllProductFilters>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setFilters(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const url = `${window.location.pathname}${filtersToSearch(latest.current)}`;
      if (url !== `${window.location.pathname}${window.location.search}`) {
        window.history.replaceState(window.history.state, "", url);
      }
    }, URL_WRITE_DELAY_MS);
  }, []);

  return [filters, update];
}
