// The client list as a list source: each page asked with the table's search and sort; where the
// upstream does not page, search or sort as asked, the whole list searched and sorted here.
import type { ListAsk, ListSource } from "@/lib/contract/list";
import { listPageQuery } from "@/lib/contract/list";
import { readListPage } from "@/lib/http/list-page";
import type { Requester } from "@/lib/http/requester";
import { inClientOrder } from "./client-order";
import { apiClientsContract } from "./contract";
import { apiClientsQuery } from "./queries";
import type { ApiClient } from "./schemas";
import { DEFAULT_SORT, filterClients, PAGE_SIZE, sortClients, sortParam, type SortParam, type SortState } from "./table-view";

/** A `sort` param back as the table's sort state. */
const sortStateOf = (param: string): SortState =>
  param.startsWith("-") ? { key: param.slice(1) as SortState["key"], direction: "desc" } : { key: param as SortState["key"], direction: "asc" };

async function readPage({ q, sort, page, perPage }: ListAsk<object>, request: Requester) {
  const text = q.trim();
  const url = apiClientsContract.list.url({}, { ...(text ? { q: text } : {}), sort: sort as SortParam, skip: (page - 1) * perPage, limit: perPage });
  // Every row shows all it is searched by: each must hold every word.
  const answer = await readListPage(url, apiClientsContract.list.response, perPage, request, (row) => filterClients([row], text).length === 1);
  return answer && inClientOrder(answer.rows, sortStateOf(sort)) ? answer : null;
}

export const clientListSource: ListSource<ApiClient, object> = {
  endpoint: apiClientsContract.list,
  whole: apiClientsQuery,
  params: ({ q, sort }) => ({ q: q.trim(), sort }),
  readPage,
  select: (clients, { q, sort }) => sortClients(filterClients(clients, q), sortStateOf(sort)),
};

/** The table's ask: its search and sort, and its page (from 0, as the table counts). */
export const clientListAsk = (q: string, sort: SortState, page: number): ListAsk<object> => ({ q, sort: sortParam(sort), filters: {}, page: page + 1, perPage: PAGE_SIZE });

/** The table's counter: every client. */
export const CLIENT_COUNTS = { total: { q: "", sort: sortParam(DEFAULT_SORT), filters: {} } };

/** The client with this `client_id`: asked by search where the upstream searches, else found in the whole list. */
export async function findClientByClientId(clientId: string, request: Requester): Promise<ApiClient | undefined> {
  const id = clientId.trim();
  const page = await listPageQuery(clientListSource, clientListAsk(id, DEFAULT_SORT, 0)).read(request);
  const found = page?.rows.find((client) => client.client_id === id);
  if (found || (page && page.total <= page.rows.length)) return found;
  return (await apiClientsQuery.read(request)).find((client) => client.client_id === id);
}
