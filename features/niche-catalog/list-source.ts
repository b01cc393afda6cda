// The template list as a list source: the newest templates as far as the screen shows them, with the
// total; where the upstream does not page, filter or sort as asked, the whole list newest first here.
import type { ListAsk, ListSource } from "@/lib/contract/list";
import { readListPage } from "@/lib/http/list-page";
import type { Requester } from "@/lib/http/requester";
import { newestFirst } from "@/lib/list-order";
import { hasGithubUrl } from "./github-url";
import { catalogItemsQuery } from "./queries";
import { catalogReads } from "./read-contract";
import type { CatalogItem } from "./schemas";

/** Templates shown at first, and added by each "Mostrar más". */
export const CATALOG_PAGE_ROWS = 24;

export interface CatalogFilters {
  is_active?: boolean;
  with_github?: boolean;
}

const meets = (item: CatalogItem, filters: CatalogFilters) =>
  (filters.is_active === undefined || item.is_active === filters.is_active) && (filters.with_github === undefined || hasGithubUrl(item) === filters.with_github);

async function readPage({ filters, page, perPage }: ListAsk<CatalogFilters>, request: Requester) {
  const url = catalogReads.list.url({}, { ...filters, sort: "-id", skip: (page - 1) * perPage, limit: perPage });
  const answer = await readListPage(url, catalogReads.list.response, perPage, request, (item) => meets(item, filters));
  return answer && answer.rows.every((item, i) => i === 0 || answer.rows[i - 1].id > item.id) ? answer : null;
}

export const catalogListSource: ListSource<CatalogItem, CatalogFilters> = {
  endpoint: catalogReads.list,
  whole: catalogItemsQuery,
  params: ({ filters }) => Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, String(value)])),
  readPage,
  select: (items, { filters }) => newestFirst(items).filter((item) => meets(item, filters)),
};

/** The newest `shown` templates. */
export const catalogListAsk = (shown: number): ListAsk<CatalogFilters> => ({ q: "", sort: "-id", filters: {}, page: 1, perPage: shown });

const counted = (filters: CatalogFilters) => ({ q: "", sort: "-id", filters });

/** The counters: Total Plantillas, Activas, Con GitHub. */
export const CATALOG_COUNTS = { total: counted({}), active: counted({ is_active: true }), withGithub: counted({ with_github: true }) };
