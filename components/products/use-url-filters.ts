"use client";

import { useCallback, useState } from "react";
import { useSearchParams } from "next/navigation";
import { filtersFromSearch, filtersToSearch, type AllProductFilters } from "@/lib/products/filters";

/**
 * General-list filters kept in the URL. State changes write the URL with history.replaceState
 * (no navigation, so typing stays fast); a URL changed from outside (a link) resets the state.
 */
export function useUrlFilters(): [AllProductFilters, (next: AllProductFilters) => void] {
  const searchParams = useSearchParams();
  const search = searchParams.toString();
  const [filters, setFilters] = useState(() => filtersFromSearch(searchParams));
  const [seenSearch, setSeenSearch] = useState(search);

  if (search !== seenSearch) {
    setSeenSearch(search);
    const fromUrl = filtersFromSearch(searchParams);
    if (filtersToSearch(fromUrl) !== filtersToSearch(filters)) setFilters(fromUrl);
  }

  const update = useCallback((next: AllProductFilters) => {
    setFilters(next);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${filtersToSearch(next)}`);
  }, []);

  return [filters, update];
}
