"use client";
// SWR hooks keyed by the exact API path, so the realtime layer can revalidate them by prefix.
import useSWR from "swr";
import { useApiRead } from "@/lib/http/server-data";
import { fetchApiClient, fetchApiClients, fetchApiClientsOverview, fetchApiClientStats } from "./api";
import { API_CLIENTS_OVERVIEW_PATH, API_CLIENTS_PATH, apiClientPath, apiClientStatsPath } from "./contract";

export function useApiClients() {
  return useApiRead(API_CLIENTS_PATH, fetchApiClients);
}

export function useApiClientsOverview() {
  return useApiRead(API_CLIENTS_OVERVIEW_PATH, fetchApiClientsOverview);
}

export function useApiClient(id: number | null) {
  return useSWR(id === null ? null : apiClientPath(id), () => fetchApiClient(id as number));
}

export function useApiClientStats(id: number | null, days: number) {
  return useSWR(id === null ? null : apiClientStatsPath(id, days), () => fetchApiClientStats(id as number, days), {
    keepPreviousData: true,
  });
}
