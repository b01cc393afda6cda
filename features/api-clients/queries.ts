// The API-client reads as queries, keyed by the exact API path so the realtime layer and the
// mutations reach them by prefix.
import { query } from "@/lib/contract/query";
import { API_CLIENTS_OVERVIEW_PATH, API_CLIENTS_PATH, apiClientPath, apiClientStatsPath } from "./paths";

// The reads (and their schemas) load on the first call: the first screen comes parsed from the server.
const reads = () => import("./api");

export const apiClientsQuery = query({ key: API_CLIENTS_PATH, read: async (request) => (await reads()).apiClientReads(request).clients() });

export const apiClientsOverviewQuery = query({ key: API_CLIENTS_OVERVIEW_PATH, read: async (request) => (await reads()).apiClientReads(request).overview() });

export const apiClientQuery = (id: number) => query({ key: apiClientPath(id), read: async (request) => (await reads()).apiClientReads(request).client(id) });

/** The chart keeps the previous period's numbers while the next period loads. */
export const apiClientStatsQuery = (id: number, days: number) =>
  query({ key: apiClientStatsPath(id, days), read: async (request) => (await reads()).apiClientReads(request).stats(id, days), options: { keepPreviousData: true } });
