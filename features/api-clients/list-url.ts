// The clients table's search, sort and page in the URL (?q=&sort=&page=), so a reload or a link shows
// the same rows and Back returns to the table as it was.
import { pageFromSearch } from "@/lib/navigation/page-param";
import type { UrlQueryCodec } from "@/lib/navigation/use-url-query";
import { SORT_PARAMS, type SortParam } from "./client-sort";
import { DEFAULT_SORT, sortParam, type SortState } from "./table-view";

export interface ClientListQuery {
  q: string;
  sort: SortParam;
  /** From 1. */
  page: number;
}

const DEFAULT_SORT_PARAM = sortParam(DEFAULT_SORT);

export function sortStateOf(param: SortParam): SortState {
  return param.startsWith("-") ? { key: param.slice(1) as SortState["key"], direction: "desc" } : { key: param as SortState["key"], direction: "asc" };
}

export const clientListUrlCodec: UrlQueryCodec<ClientListQuery> = {
  parse: (params) => {
    const sort = params.get("sort");
    return {
      q: params.get("q") ?? "",
      sort: (SORT_PARAMS as readonly string[]).includes(sort ?? "") ? (sort as SortParam) : DEFAULT_SORT_PARAM,
      page: pageFromSearch(params),
    };
  },
  serialize: ({ q, sort, page }) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (sort !== DEFAULT_SORT_PARAM) params.set("sort", sort);
    if (page > 1) params.set("page", String(page));
    const text = params.toString();
    return text ? `?${text}` : "";
  },
  restart: { page: 1 },
};
