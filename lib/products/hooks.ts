"use client";
// SWR hooks for the product screens, keyed by the exact API path (the realtime layer revalidates by path).
import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import { useApiRead } from "@/lib/http/server-data";
import {
  fetchAllProducts,
  fetchLatestContent,
  fetchNicheProducts,
  fetchProduct,
  productsPaths,
} from "./api";

export function useNicheProducts(nicheId: string | undefined) {
  return useApiRead(nicheId ? productsPaths.ofNiche(nicheId) : null, () => fetchNicheProducts(nicheId!));
}

export function useAllProducts() {
  return useApiRead(productsPaths.all, fetchAllProducts);
}

export function useProduct(productId: string | undefined) {
  return useApiRead(productId ? productsPaths.one(productId) : null, () => fetchProduct(productId!), {
    revalidateOnFocus: false,
  });
}

/**
 * Only asked for when `enabled` (a completed card on screen) and `fetchNow`; until then a cached
 * answer is still shown. A missing version is not retried.
 */
export function useLatestContent(productId: number, enabled: boolean, fetchNow = true) {
  const path = enabled ? productsPaths.latestContent(productId) : null;
  const { cache, fallback } = useSWRConfig();
  const result = useSWR(fetchNow ? path : null, () => fetchLatestContent(productId), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  // Until the card asks, a cached answer or the one the page read on the server shows at once.
  const cached = path && !fetchNow ? ((cache.get(path)?.data ?? fallback?.[path]) as Awaited<ReturnType<typeof fetchLatestContent>> | undefined) : undefined;
  return { data: result.data ?? cached };
}

const PRODUCT_KEYS = /^\/api\/v1\/(products|niches\/\d+\/products)/;

/** After a write: every cached product list or product (both lists, per niche, one product) goes stale. */
export function useRevalidateProducts() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => typeof key === "string" && PRODUCT_KEYS.test(key)), [mutate]);
}
