"use client";
// The product screens' reads: each hook reads its query (features/products/queries.ts), keyed by its
// endpoint and params (the realtime layer revalidates by them).
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { useKnownAnswer, useQuery } from "@/lib/browser-data/use-query";
import { matchesKey } from "@/lib/contract/query-key";
import { allProductsQuery, cardContentQuery } from "./queries";

export function useAllProducts() {
  return useQuery(allProductsQuery);
}

/**
 * Only asked for when `enabled` (a completed card on screen) and `fetchNow`; until then a cached
 * answer, or the one the page read on the server, is shown without asking.
 */
export function useLatestContent(productId: number, enabled: boolean, fetchNow = true) {
  const content = enabled ? cardContentQuery(productId) : null;
  const asked = useQuery(fetchNow ? content : null);
  const known = useKnownAnswer(content);
  return { data: asked.data ?? known };
}

/** The general list, a product and its contents, or a niche's list. */
const isProductKey = (key: unknown) => matchesKey(key, "products.");

/** After a write: every cached product list or product (both lists, per niche, one product) goes stale. */
export function useRevalidateProducts() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isProductKey), [mutate]);
}
