"use client";

import { useMemo } from "react";
import useSWR, { useSWRConfig } from "swr";
import { fetchAllPages } from "@/lib/http/paged-list";
import { apiRequest } from "@/lib/http/client";
import { optionalEndpoint } from "@/lib/http/optional-endpoint";
import { healthSchema } from "@/lib/health/schemas";
import { nicheListSchema } from "@/lib/niches/schemas";
import { productListSchema } from "@/lib/products/schemas";
import { computeDashboardStats } from "./stats";

// Same keys and schemas as the list screens, so their caches are shared and the realtime layer revalidates them.
export const NICHES_KEY = "/api/v1/niches/";
export const PRODUCTS_KEY = "/api/v1/products/";
export const HEALTH_KEY = "/api/v1/health";
const HEALTH_REFRESH_MS = 30_000;

export function useDashboardStats() {
  const niches = useSWR(NICHES_KEY, () => fetchAllPages(NICHES_KEY, nicheListSchema));
  const products = useSWR(PRODUCTS_KEY, () => fetchAllPages(PRODUCTS_KEY, productListSchema));
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
  return useSWR(HEALTH_KEY, () => optionalEndpoint(() => apiRequest(HEALTH_KEY, healthSchema)), {
    refreshInterval: (latest) => (latest === null ? 0 : HEALTH_REFRESH_MS),
  });
}

/** Refetches everything the dashboard shows; resolves when all answers are in. */
export function useRefreshDashboard(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return async () => {
    await Promise.all([mutate(NICHES_KEY), mutate(PRODUCTS_KEY), mutate(HEALTH_KEY)]);
  };
}
