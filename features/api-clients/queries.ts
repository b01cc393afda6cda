// The API-client reads as queries, keyed by the exact API path so the realtime layer and the
// mutations reach them by prefix.
import { query } from "@/lib/contract/query";
import { apiClientReads } from "./api";
import { API_CLIENTS_OVERVIEW_PATH, API_CLIENTS_PATH, apiClientPath, apiClientStatsPath } from "./paths";

export const apiClientsQuery = query({ key: API_CLIENTS_PATH, read: (request) => apiClientReads(request).clients() });

export const apiClientsOverviewQuery = query({ key: API_CLIENTS_OVERVIEW_PATH, read: (request) => apiClientReads(request).overview() });

export const apiClientQuery = (id: number) => query({ key: apiClientPath(id), read: (request) => apiClientReads(request).client(id) });

/** The chart keeps the previous period's numbers while the next period loads. */
export const apiClientStatsQuery = (id: number, days: number) =>
  query({ key: apiClientStatsPath(id, days), read: (request) => apiClientReads(request).stats(id, days), options: { keepPreviousData: true } });
