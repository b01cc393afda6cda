"use client";
// Cache writes after a product changes; the screens decide what to tell the user.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { ANY_NICHE_PRODUCTS, productsPaths } from "./paths";
import type { Product } from "./schemas";

const isProductListKey = (key: unknown) => key === productsPaths.all || (typeof key === "string" && ANY_NICHE_PRODUCTS.test(key));

/** A list without one product; anything else (a product, no list yet) unchanged. */
export function withoutProduct(current: unknown, id: number): unknown {
  return Array.isArray(current) ? (current as Product[]).filter((p) => p.id !== id) : current;
}

export function useProductMutations() {
  const { mutate } = useSWRConfig();
  /** A deleted product leaves every cached list at once, without a refetch. */
  const forget = useCallback(
    (id: number) => mutate(isProductListKey, (current: unknown) => withoutProduct(current, id), { revalidate: false }),
    [mutate],
  );
  return { forget };
}
