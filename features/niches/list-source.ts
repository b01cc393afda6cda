// The niche list as a list source: each page asked with the screen's search, status and sort; where the
// upstream does not page, filter or sort as asked, the whole list narrowed and sorted here.
import type { ListAsk, ListSource } from "@/lib/contract/list";
import { listPageQuery } from "@/lib/contract/list";
import { readListPage } from "@/lib/http/list-page";
import type { Requester } from "@/lib/http/requester";
import type { SortField, StatusFilter } from "./list-options";
import { filterNiches, inListOrder, matchesStatus, sortNiches, type NicheListQuery } from "./list-query";
import { nichesQuery } from "./queries";
import { nicheReads } from "./read-contract";
import { nicheRow, type NicheRow } from "./row-view";
import { nicheView } from "./secrets";

/** Niches per page: whole rows of one to three cards. */
export const NICHE_PAGE_ROWS = 48;

export interface NicheFilters {
  status: StatusFilter;
}

async function readPage({ q: text, filters: { status }, sort: asked, page, perPage }: ListAsk<NicheFilters>, request: Requester) {
  const sort = asked as SortField;
  const q = text.trim();
  const url = nicheReads.list.url({}, { ...(q ? { q } : {}), ...(status !== "all" ? { status } : {}), sort, skip: (page - 1) * perPage, limit: perPage });
  const answer = await readListPage(url, nicheReads.list.response, perPage, request, (row) => matchesStatus(row, status));
  if (!answer || !inListOrder(answer.rows, sort)) return null;
  // An upstream that ignores `q` answers rows that hardly ever hold the text; one that does is enough
  // (a server may fold a letter otherwise than we do).
  if (q && answer.rows.length > 0 && filterNiches(answer.rows, { q, status: "all" }).length === 0) return null;
  return { rows: answer.rows.map(nicheView), total: answer.total };
}

export const nicheListSource: ListSource<NicheRow, NicheFilters> = {
  endpoint: nicheReads.list,
  whole: nichesQuery,
  params: ({ q, filters, sort }) => ({ q: q.trim(), status: filters.status, sort }),
  readPage,
  select: (rows, { q, filters, sort }) => filterNiches(sortNiches(rows, sort as SortField), { q, status: filters.status }),
  // A page hands its HTML only the row fields.
  firstScreen: nicheRow,
};

/** The niche list's ask for the URL's query. */
export const nicheListAsk = ({ q, status, sort, page }: NicheListQuery): ListAsk<NicheFilters> => ({ q, filters: { status }, sort, page, perPage: NICHE_PAGE_ROWS });

const counted = (status: StatusFilter) => ({ q: "", sort: "updated_at", filters: { status } });

/** The list's counters: every niche, the active ones and those with a site. */
export const NICHE_COUNTS = { total: counted("all"), active: counted("active"), withSites: counted("with_site") };

/** The first page, by name, of the niches holding `q`: what choosing a niche by typing asks. */
export const nichesHoldingQuery = (q: string) => listPageQuery(nicheListSource, nicheListAsk({ q, status: "all", sort: "name", page: 1 }));
