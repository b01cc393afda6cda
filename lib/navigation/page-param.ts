// A paged list's `?page=` in the URL, from 1.

/** Pages beyond this are not asked for: a typed `?page=` never makes the server skip billions of rows. */
const LAST_PAGE = 100_000;

export function pageFromSearch(params: Pick<URLSearchParams, "get">): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, LAST_PAGE) : 1;
}
