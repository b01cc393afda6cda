"use client";

import { useMemo } from "react";
import { useSWRConfig } from "swr";
import { useApiRead } from "@/lib/http/server-data";
import { fetchHealth, HEALTH_PATH } from "@/lib/health/api";
import { fetchNiches, NICHES_PATH } from "@/lib/niches/api";
import { fetchAllProducts, productsPaths } from "@/lib/products/api";
import { computeDashboardStats, type DashboardStats } from "./stats";

// Same keys and fetchers as the list screens, so their caches are shared and realtime events reach them.
const HEALTH_REFRESH_MS = 30_000;

/** `initial`: the stats the server counted over the whole lists, shown until the browser has them whole too. */
export function useDashboardStats(initial?: DashboardStats) {
  const niches = useApiRead(NICHES_PATH, fetchNiches);
  const products = useApiRead(productsPaths.all, fetchAllProducts);
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
  return useApiRead(HEALTH_PATH, fetchHealth, {
    refreshInterval: (latest) => (latest === null ? 0 : HEALTH_REFRESH_MS),
  });
}

/** Refetches everything the dashboard shows; resolves when all answers are in. */
export function useRefreshDashboard(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return async () => {
    await Promise.all([mutate(NICHES_PATH), mutate(productsPaths.all), mutate(HEALTH_PATH)]);
  };
}
