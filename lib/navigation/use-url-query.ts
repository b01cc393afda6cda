"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

/** How a list's filters are read from and written to the query string; a module-level constant. */
export interface UrlQueryCodec<Q extends { q: string }> {
  parse(params: Pick<URLSearchParams, "get">): Q;
  /** "" or "?…" */
  serialize(query: Q): string;
  /** What a new search or filter also changes (a paged list goes back to its first page). */
  restart?: Partial<Q>;
}

const SEARCH_URL_DELAY_MS = 300;

/**
 * A list's filters live in the URL, so a link or a reload shows the same list. A choice (status,
 * sort, niche, page) pushes a history entry: Back restores the previous list. The search box answers
 * from local state at once and reaches the URL after a pause: its first write pushes one entry, and
 * the rest of that search replaces it, so Back returns to the list as it was before the search
 * without walking through every word typed.
 */
export function useUrlQuery<Q extends { q: string }>(codec: UrlQueryCodec<Q>) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const urlQuery = useMemo(() => codec.parse(searchParams), [codec, searchParams]);
  const [search, setSearch] = useState(urlQuery.q);
  // The URL's search text as last seen, and the last one this hook wrote. A change of the URL's
  // text that this hook did not write came from back/forward or a link, so the box follows it.
  // (Next applies history writes a render or two later: comparing the URL with the box directly
  // would undo typing.)
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlQuery.q);
  const [written, setWritten] = useState<string | null>(null);
  // The text whose pause has passed: a server is asked for it at once, not once Next has followed
  // the URL's write, which re-renders the whole page first (100-200 ms on a busy machine).
  const [paused, setPaused] = useState(urlQuery.q);
  // Whether the history entry shown is this search's own (pushed by its first write): typing on
  // replaces it. A choice or a move through the history ends it.
  const [searchEntry, setSearchEntry] = useState(false);
  if (urlQuery.q !== seenUrlSearch) {
    setSeenUrlSearch(urlQuery.q);
    if (urlQuery.q !== written) {
      setSearch(urlQuery.q);
      setSearchEntry(false);
    }
  }

  useEffect(() => {
    if (search === seenUrlSearch) return;
    const timer = setTimeout(() => {
      setPaused(search);
      // The address bar as it is now: a choice made meanwhile (a filter cleared, say) is already in it,
      // while `useSearchParams` may not have caught up with it yet.
      const current = codec.parse(new URLSearchParams(window.location.search));
      if (current.q === search) return;
      setWritten(search);
      setSearchEntry(true);
      // A null state, as Next's docs write it: Next then follows the new URL (useSearchParams with it);
      // given its own state back, it would leave the URL unnoticed.
      const url = pathname + codec.serialize({ ...current, ...codec.restart, q: search });
      if (searchEntry) window.history.replaceState(null, "", url);
      else window.history.pushState(null, "", url);
    }, SEARCH_URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [codec, search, seenUrlSearch, pathname, searchEntry]);

  // Stable across keystrokes, so memoised selects and cards do not re-render while typing.
  const latest = useRef({ urlQuery, search, pathname });
  useEffect(() => {
    latest.current = { urlQuery, search, pathname };
  });
  const update = useCallback(
    (changes: Partial<Q>, { replace = false }: { replace?: boolean } = {}) => {
      const { urlQuery: current, search: text, pathname: path } = latest.current;
      // Turning a page keeps the filters; any other change starts the list again.
      const turnsPage = Object.keys(changes).every((name) => name === "page");
      const next = { ...current, ...(turnsPage ? {} : codec.restart), q: text, ...changes };
      setWritten(next.q);
      setSearch(next.q);
      setSearchEntry(false);
      const url = path + codec.serialize(next);
      // A correction the user did not ask for (a page past the end, say) replaces the entry it corrects,
      // through the router: it may come in the first commit, before Next listens to history writes.
      if (replace) router.replace(url, { scroll: false });
      else window.history.pushState(null, "", url);
    },
    [codec, router],
  );

  const query: Q = useMemo(() => ({ ...urlQuery, q: search }), [urlQuery, search]);
  // What the URL will hold once Next follows the write (a new search starts the list again).
  const settled: Q = useMemo(
    () => (paused === search && search !== urlQuery.q ? { ...urlQuery, ...codec.restart, q: search } : urlQuery),
    [codec, paused, search, urlQuery],
  );
  /** `settled`: the query as the URL holds it, or will once it has the paused search text: what a server is asked. */
  return { query, settled, setSearch, update };
}
