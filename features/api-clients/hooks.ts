"use client";
// The API-client screens' reads: each hook reads its query (features/api-clients/queries.ts).
import { useQuery } from "@/lib/browser-data/use-query";
import { apiClientQuery, apiClientsOverviewQuery, apiClientStatsQuery } from "./queries";

export function useApiClientsOverview() {
  return useQuery(apiClientsOverviewQuery);
}

export function useApiClient(id: number | null) {
  return useQuery(id === null ? null : apiClientQuery(id));
}

export function useApiClientStats(id: number | null, days: number) {
  return useQuery(id === null ? null : apiClientStatsQuery(id, days));
}
