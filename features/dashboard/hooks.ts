"use client";

import { useMemo } from "react";
import { useSWRConfig } from "swr";
import { healthQuery } from "@/features/health";
import { useQuery } from "@/lib/browser-data/use-query";
import { nichesQuery } from "@/features/niches";
import { allProductsQuery } from "@/features/products";
import { dashboardStatsQuery } from "./queries";
import { computeDashboardStats, type DashboardStats } from "./stats";

// The list screens' own queries, so their caches are shared and realtime events reach them.
const DASHBOARD_QUERIES = [dashboardStatsQuery, nichesQuery, allProductsQuery, healthQuery];

/**
 * The counters: the upstream's own counts, or, from an upstream without them, counted over the whole
 * niche and product lists. `initial`: what the server counted, shown until the browser has its own.
 */
export function useDashboardStats(initial?: DashboardStats) {
  const counted = useQuery(dashboardStatsQuery);
  const fromLists = counted.data === null;
  const niches = useQuery(fromLists ? nichesQuery : null);
  const products = useQuery(fromLists ? allProductsQuery : null);
  const whole = !niches.partial && !products.partial;
  const listed = useMemo(
    () => (niches.data && products.data && whole ? computeDashboardStats(niches.data, products.data) : undefined),
    [niches.data, products.data, whole],
  );
  if (!fromLists) {
    return { stats: counted.data ?? initial, error: counted.error, isValidating: counted.isValidating };
  }
  return {
    stats: listed ?? initial,
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
