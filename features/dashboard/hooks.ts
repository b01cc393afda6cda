"use client";

import { useMemo } from "react";
import { useSWRConfig } from "swr";
import { healthQuery } from "@/features/health";
import { useQuery } from "@/lib/browser-data/use-query";
import { nichesQuery } from "@/features/niches";
import { allProductsQuery } from "@/features/products";
import { computeDashboardStats, type DashboardStats } from "./stats";

// The list screens' own queries, so their caches are shared and realtime events reach them.
const DASHBOARD_QUERIES = [nichesQuery, allProductsQuery, healthQuery];

/** `initial`: the stats the server counted over the whole lists, shown until the browser has them whole too. */
export function useDashboardStats(initial?: DashboardStats) {
  const niches = useQuery(nichesQuery);
  const products = useQuery(allProductsQuery);
  const whole = !niches.partial && !products.partial;
  const stats = useMemo(
    () => (niches.data && products.data && whole ? computeDashboardStats(niches.data, products.data) : undefined),
    [niches.data, products.data, whole],
  );
  return {
    stats: stats ?? initial,
    niches: niches.data,
    error: niches.error ?? products.error,
    isValidating: niches.isValidating || products.isValidating,
  };
}

/** The backend's health, or null when it offers none (then it is not asked again on a timer). */
export function useHealth() {
  return useQuery(healthQuery);
}

/** Refetches everything the dashboard shows; resolves when all answers are in. */
export function useRefreshDashboard(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return async () => {
    await Promise.all(DASHBOARD_QUERIES.map((query) => mutate(query.key)));
  };
}
