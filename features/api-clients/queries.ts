// The API-client reads as queries, keyed by their contract endpoint and params.
import { query } from "@/lib/contract/query";
import { keyOf } from "@/lib/contract/query-key";
import { call } from "@/lib/http/call";
import type { apiClientsContract } from "./contract";

type Clients = typeof apiClientsContract;

// The contract (and its schemas) loads on the first read: the first screen comes parsed from the server.
const clients = async () => (await import("./contract")).apiClientsContract;

export const apiClientsQuery = query({ key: keyOf<Clients["list"]>("apiClients.list"), read: async (request) => call((await clients()).list, {}, request) });

export const apiClientsOverviewQuery = query({
  key: keyOf<Clients["overview"]>("apiClients.overview"),
  read: async (request) => call((await clients()).overview, {}, request),
});

export const apiClientQuery = (id: number) =>
  query({
    key: keyOf<Clients["get"]>("apiClients.get", { client_id: id }),
    read: async (request) => call((await clients()).get, { params: { client_id: id } }, request),
  });

/** The chart keeps the previous period's numbers while the next period loads. */
export const apiClientStatsQuery = (id: number, days: number) =>
  query({
    key: keyOf<Clients["stats"]>("apiClients.stats", { client_id: id, days }),
    read: async (request) => call((await clients()).stats, { params: { client_id: id }, query: { days } }, request),
    options: { keepPreviousData: true },
  });
