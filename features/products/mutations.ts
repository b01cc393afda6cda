"use client";
// The product writes, and the cache writes after a product changes; the screens decide what to tell the user.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { apiRequest } from "@/lib/browser-data/client";
import { listKeyId } from "@/lib/contract/list";
import { matchesKey } from "@/lib/contract/query-key";
import { call, send } from "@/lib/http/call";
import { productsContract } from "./contract";
import { productReads } from "./read-contract";
import type { BulkImportRequest, ProductCreate } from "./request-schemas";
import type { Product } from "./schemas";

// Saving answers are not read: the screens refetch the lists they show.
export const createProduct = (nicheId: number | string, body: ProductCreate) =>
  send(productsContract.create, { params: { niche_id: nicheId }, body }, apiRequest);

export const updateProduct = (productId: number | string, body: ProductCreate) =>
  send(productsContract.update, { params: { product_id: productId }, body }, apiRequest);

export const deleteProduct = (productId: number | string) => send(productsContract.remove, { params: { product_id: productId } }, apiRequest);

export const importProducts = (nicheId: number | string, body: BulkImportRequest) =>
  call(productsContract.import, { params: { niche_id: nicheId }, body }, apiRequest);

const isProductListKey = (key: unknown) =>
  [productReads.list.id, productReads.ofNiche.id, listKeyId(productReads.list, "page")].some((id) => matchesKey(key, id));

/** A list or a page without one product (a page's total one less); anything else (a product, no list yet) unchanged. */
export function withoutProduct(current: unknown, id: number): unknown {
  if (Array.isArray(current)) return (current as Product[]).filter((p) => p.id !== id);
  if (current === null || typeof current !== "object" || !("rows" in current) || !Array.isArray(current.rows)) return current;
  const page = current as { rows: Product[]; total: number };
  const rows = page.rows.filter((p) => p.id !== id);
  return rows.length === page.rows.length ? current : { ...page, rows, total: Math.max(0, page.total - 1) };
}

export function useProductMutations() {
  const { mutate } = useSWRConfig();
  /** A deleted product leaves every cached list at once, without a refetch. */
  const forget = useCallback(async (id: number) => {
    await mutate(isProductListKey, (current: unknown) => withoutProduct(current, id), { revalidate: false });
    // The counters beside a paged list are asked again (one cheap read each).
    await mutate((key) => matchesKey(key, listKeyId(productReads.list, "count")));
  }, [mutate]);
  return { forget };
}
