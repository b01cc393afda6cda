"use client";

import { useMemo } from "react";
import useSWR, { useSWRConfig } from "swr";
import { fetchHealth, HEALTH_PATH } from "@/lib/health/api";
import { fetchNiches, NICHES_PATH } from "@/lib/niches/api";
import { fetchAllProducts, productsPaths } from "@/lib/products/api";
import { computeDashboardStats } from "./stats";

// Same keys and fetchers as the list screens, so their caches are shared and realtime events reach them.
const HEALTH_REFRESH_MS = 30_000;

export function useDashboardStats() {
  const niches = useSWR(NICHES_PATH, fetchNiches);
  const products = useSWR(productsPaths.all, fetchAllProducts);
  const stats = useMemo(
    () => (niches.data && products.data ? computeDashboardStats(niches.data, products.data) : undefined),
    [niches.data, products.data],
  );
  return {
    stats,
    niches: niches.data,
    error: niches.error ?? products.error,
    isValidating: niches.isValidating || products.isValidating,
  };
}

/** The backend's health, or null when it offers none (then it is not asked again on a timer). */
export function useHealth() {
  return useSWR(HEALTH_PATH, fetchHealth, {
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
