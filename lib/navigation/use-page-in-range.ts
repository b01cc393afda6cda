"use client";

import { useEffect } from "react";

/**
 * A page past the last one (a link kept from a longer list, rows deleted since) turns into the last
 * page, through `goTo` (which replaces the address it corrects), instead of showing "no results" for a
 * list that has some. `pages` is undefined until the list is known to hold rows.
 */
export function usePageInRange(page: number, pages: number | undefined, goTo: (page: number) => void) {
  const last = pages !== undefined && page > pages ? pages : null;
  useEffect(() => {
    if (last !== null) goTo(last);
  }, [last, goTo]);
}
