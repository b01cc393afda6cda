"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { parseListQuery, serializeListQuery, type NicheListQuery } from "./list-query";

const SEARCH_URL_DELAY_MS = 300;

/**
 * The list's filters live in the URL. Status and sort changes push a history entry (back/forward
 * restore them); the search box answers from local state at once and is written to the URL
 * (replace, not push) after a pause, so typing stays fast and does not flood the history.
 */
export function useListUrlState() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const urlQuery = useMemo(() => parseListQuery(searchParams), [searchParams]);
  const [search, setSearch] = useState(urlQuery.q);
  // The URL's search text as last seen, and the last one this hook wrote. A change of the URL's
  // text that this hook did not write came from back/forward, so the box follows it. (Next applies
  // history writes a render or two later: comparing the URL with the box directly would undo typing.)
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlQuery.q);
  const [written, setWritten] = useState<string | null>(null);
  if (urlQuery.q !== seenUrlSearch) {
    setSeenUrlSearch(urlQuery.q);
    if (urlQuery.q !== written) setSearch(urlQuery.q);
  }

  useEffect(() => {
    if (search === seenUrlSearch) return;
    const timer = setTimeout(() => {
      setWritten(search);
      window.history.replaceState(window.history.state, "", pathname + serializeListQuery({ ...urlQuery, q: search }));
    }, SEARCH_URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, seenUrlSearch, urlQuery, pathname]);

  // Stable across keystrokes, so the memoised status and sort selects do not re-render while typing.
  const latest = useRef({ urlQuery, search, pathname });
  useEffect(() => {
    latest.current = { urlQuery, search, pathname };
  });
  const update = useCallback((changes: Partial<NicheListQuery>) => {
    const { urlQuery: current, search: text, pathname: path } = latest.current;
    const next = { ...current, q: text, ...changes };
    setWritten(next.q);
    setSearch(next.q);
    window.history.pushState(null, "", path + serializeListQuery(next));
  }, []);

  const query: NicheListQuery = useMemo(() => ({ ...urlQuery, q: search }), [urlQuery, search]);
  return { query, setSearch, update };
}
