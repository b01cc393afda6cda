// The client list a page at a time: each page is asked with the table's search and sort, and its key
// holds them. An upstream that does not page, search or sort as asked answers null, and the table
// reads the whole list instead.
import { query } from "@/lib/contract/query";
import type { QueryKey } from "@/lib/contract/query-key";
import type { ListPage } from "@/lib/http/list-page";
import type { Requester } from "@/lib/http/requester";
import type { ApiClient } from "./schemas";
import { filterClients, PAGE_SIZE, sortParam, type SortState } from "./table-view";

export interface ClientPageAsk {
  q: string;
  sort: SortState;
  /** From 0, as the table counts. */
  page: number;
}

async function readPage(q: string, sort: SortState, skip: number, limit: number, request: Requester): Promise<ListPage<ApiClient> | null> {
  const [{ apiClientsContract }, { readListPage }, { inClientOrder }] = await Promise.all([
    import("./contract"),
    import("@/lib/http/list-page"),
    import("./client-order"),
  ]);
  const text = q.trim();
  const url = apiClientsContract.list.url({}, { ...(text ? { q: text } : {}), sort: sortParam(sort), skip, limit });
  // Every row shows all it is searched by: each must hold every word.
  const page = await readListPage(url, apiClientsContract.list.response, limit, request, (row) => filterClients([row], text).length === 1);
  return page && inClientOrder(page.rows, sort) ? page : null;
}

export const clientPageKey = (ask: ClientPageAsk): QueryKey => ["apiClients.page", { q: ask.q.trim(), sort: sortParam(ask.sort), page: String(ask.page) }];

/** One page of the table; null when the upstream does not page it. */
export const clientPageQuery = (ask: ClientPageAsk) =>
  query<ListPage<ApiClient> | null>({
    key: clientPageKey(ask),
    read: (request) => readPage(ask.q, ask.sort, ask.page * PAGE_SIZE, PAGE_SIZE, request),
    options: { keepPreviousData: true },
  });

/** How many clients there are, read as a one-row page's total; null when the upstream does not page. */
export const clientCountQuery = query<number | null>({
  key: ["apiClients.count"],
  read: async (request) => (await readPage("", { key: "created_at", direction: "desc" }, 0, 1, request))?.total ?? null,
});

/** The client with this `client_id`: asked by search where the upstream searches, else found in the whole list. */
export async function findClientByClientId(clientId: string, request: Requester): Promise<ApiClient | undefined> {
  const id = clientId.trim();
  const page = await readPage(id, { key: "created_at", direction: "desc" }, 0, PAGE_SIZE, request);
  const found = page?.rows.find((client) => client.client_id === id);
  if (found || (page && page.total <= page.rows.length)) return found;
  const { apiClientsQuery } = await import("./queries");
  return (await apiClientsQuery.read(request)).find((client) => client.client_id === id);
}
