"use client";
// Products for a search box elsewhere (the command palette): the first page of matches for `q`, asked
// after a pause.
import { usePausedText } from "@/lib/browser-data/use-paused-text";
import { useList } from "@/lib/browser-data/use-list";
import { productListAsk, productListSource } from "./list-source";
import type { Product } from "./schemas";

export function useProductSearch(q: string): { data: Product[] | undefined; error: unknown } {
  const text = usePausedText(q).trim();
  const view = useList(productListSource({ of: "all" }), text ? productListAsk(text, { statuses: [] }, 1) : null);
  return { data: text ? (view.read.data === undefined ? undefined : view.rows) : [], error: view.read.error };
}
