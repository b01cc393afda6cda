// The template list as far as the screen shows it: its newest `shown` templates in one read, with the
// total, and its counters as one-row pages. An upstream that does not page, filter or sort as asked
// answers null, and the screen reads the whole list instead.
import { query } from "@/lib/contract/query";
import type { ListPage } from "@/lib/http/list-page";
import type { Requester } from "@/lib/http/requester";
import { hasGithubUrl } from "./github-url";
import type { CatalogItem } from "./schemas";

/** Templates shown at first, and added by each "Mostrar más". */
export const CATALOG_PAGE_ROWS = 24;

type Filter = { is_active?: boolean; with_github?: boolean };

async function readNewest(filter: Filter, limit: number, request: Requester, meets: (item: CatalogItem) => boolean): Promise<ListPage<CatalogItem> | null> {
  const [{ catalogReads }, { readListPage }] = await Promise.all([import("./read-contract"), import("@/lib/http/list-page")]);
  const url = catalogReads.list.url({}, { ...filter, sort: "-id", skip: 0, limit });
  const page = await readListPage(url, catalogReads.list.response, limit, request, meets);
  return page && page.rows.every((item, i) => i === 0 || page.rows[i - 1].id > item.id) ? page : null;
}

/** The newest `shown` templates and how many there are; null when the upstream does not page the list. */
export const catalogNewestQuery = (shown: number) =>
  query<ListPage<CatalogItem> | null>({
    key: ["catalog.page", { shown: String(shown) }],
    read: (request) => readNewest({}, shown, request, () => true),
    options: { keepPreviousData: true, shouldRetryOnError: false },
  });

const COUNTED = {
  active: { filter: { is_active: true }, meets: (item: CatalogItem) => item.is_active },
  withGithub: { filter: { with_github: true }, meets: hasGithubUrl },
} satisfies Record<string, { filter: Filter; meets: (item: CatalogItem) => boolean }>;

/** How many templates are active, or have a usable repository; null when the upstream does not filter so. */
export const catalogCountQuery = (counted: keyof typeof COUNTED) =>
  query<number | null>({
    key: ["catalog.count", { counted }],
    read: async (request) => (await readNewest(COUNTED[counted].filter, 1, request, COUNTED[counted].meets))?.total ?? null,
  });
