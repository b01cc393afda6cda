// The niche list a page at a time: each page is asked with the screen's search, status and sort, and its
// key holds them. An upstream that does not page, filter or sort as asked answers null, and the screen
// reads the whole list instead.
import { query } from "@/lib/contract/query";
import type { QueryKey } from "@/lib/contract/query-key";
import type { ListPage } from "@/lib/http/list-page";
import type { Requester } from "@/lib/http/requester";
import type { StatusFilter } from "./list-options";
import type { NicheListQuery } from "./list-query";
import { nicheRow, type NicheRow } from "./row-view";
import type { NicheView } from "./secrets";

/** Niches per page: whole rows of one to three cards. */
export const NICHE_PAGE_ROWS = 48;

export type NichePageAsk = Pick<NicheListQuery, "q" | "status" | "sort" | "page">;

async function readPage(ask: Omit<NichePageAsk, "page">, skip: number, limit: number, request: Requester): Promise<ListPage<NicheView> | null> {
  // The list's rules load with the read: screens that only choose a niche never need them otherwise.
  const [{ nicheReads }, { nicheView }, { readListPage }, { filterNiches, inListOrder, matchesStatus }] = await Promise.all([
    import("./read-contract"),
    import("./secrets"),
    import("@/lib/http/list-page"),
    import("./list-query"),
  ]);
  const q = ask.q.trim();
  const url = nicheReads.list.url({}, { ...(q ? { q } : {}), ...(ask.status !== "all" ? { status: ask.status } : {}), sort: ask.sort, skip, limit });
  const page = await readListPage(url, nicheReads.list.response, limit, request, (row) => matchesStatus(row, ask.status));
  if (!page || !inListOrder(page.rows, ask.sort)) return null;
  // An upstream that ignores `q` answers rows that hardly ever hold the text; one that does is enough
  // (a server may fold a letter otherwise than we do).
  if (q && page.rows.length > 0 && filterNiches(page.rows, { q, status: "all" }).length === 0) return null;
  return { rows: page.rows.map(nicheView), total: page.total };
}

export const nichePageKey = (ask: NichePageAsk): QueryKey => [
  "niches.page",
  { q: ask.q.trim(), status: ask.status, sort: ask.sort, page: String(ask.page) },
];

/** One page of the niche list; null when the upstream does not page it. The HTML carries the row fields only. */
export const nichePageQuery = (ask: NichePageAsk) =>
  query<ListPage<NicheView> | null, ListPage<NicheRow> | null>({
    key: nichePageKey(ask),
    read: (request) => readPage(ask, (ask.page - 1) * NICHE_PAGE_ROWS, NICHE_PAGE_ROWS, request),
    firstScreen: (page) => page && { rows: page.rows.map(nicheRow), total: page.total },
    options: { keepPreviousData: true },
  });

/** The first page, by name, of the niches holding `q`: what choosing a niche by typing asks. */
export const nichesHoldingQuery = (q: string) => nichePageQuery({ q, status: "all", sort: "name", page: 1 });

/** How many niches have `status`, read as a one-row page's total; null when the upstream does not page. */
export const nicheCountQuery = (status: StatusFilter) =>
  query<number | null>({
    key: ["niches.count", { status }],
    read: async (request) => (await readPage({ q: "", status, sort: "updated_at" }, 0, 1, request))?.total ?? null,
  });
