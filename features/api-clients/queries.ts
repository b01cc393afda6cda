// The API-client reads as queries, keyed by their contract endpoint and input.
import { callQuery } from "@/lib/http/call-query";
import { apiClientsContract } from "./contract";

export const apiClientsQuery = callQuery(apiClientsContract.list, {});

export const apiClientsOverviewQuery = callQuery(apiClientsContract.overview, {});

export const apiClientQuery = (id: number) => callQuery(apiClientsContract.get, { params: { client_id: id } });

/** The chart keeps the previous period's numbers while the next period loads. */
export const apiClientStatsQuery = (id: number, days: number) =>
  callQuery(apiClientsContract.stats, { params: { client_id: id }, query: { days } }, { options: { keepPreviousData: true } });
