"use client";
// Data of the content viewer: the product (for its niche and status), the latest content and the
// version list. While a generation runs the product is polled (realtime may be down) and, once it
// ends, both content keys are refetched so the new version shows up.
import { useCallback, useRef, useState } from "react";
import { useQuery } from "@/lib/browser-data/use-query";
import { ApiError } from "@/lib/http/api-error";
import { productQuery } from "@/features/products";
import type { GenerationStatus, Product } from "@/features/products/schemas";
import { contentVersionsQuery, latestContentQuery } from "./queries";

const RUNNING: ReadonlySet<GenerationStatus> = new Set(["processing", "generating"]);
const FINISHED: ReadonlySet<GenerationStatus> = new Set(["completed", "failed", "error"]);
const POLL_MS = 1_500;
/** A watch that never sees its end (a backend that keeps updated_at still) gives up after this. */
const WATCH_LIMIT_MS = 10 * 60_000;

export function isGenerating(status: GenerationStatus | undefined): boolean {
  return !!status && RUNNING.has(status);
}

/** A generation started at `baseline` (the product's updated_at then) has ended. */
export function generationEnded(product: Pick<Product, "generation_status" | "updated_at">, baseline: string | null | undefined): boolean {
  return FINISHED.has(product.generation_status) && product.updated_at !== baseline;
}

interface Watch {
  baseline: string | null | undefined;
  since: number;
}

export function useProductContent(productId: string) {
  const [watch, setWatch] = useState<Watch | null>(null);
  const watchRef = useRef(watch);
  const previousStatus = useRef<GenerationStatus | undefined>(undefined);
  const latest = useQuery(latestContentQuery(productId));
  const versions = useQuery(contentVersionsQuery(productId));
  const { mutate: refreshLatest } = latest;
  const { mutate: refreshVersions } = versions;

  const product = useQuery(productQuery(productId), {
    refreshInterval: (data) => (watch || isGenerating(data?.generation_status) ? POLL_MS : 0),
    onSuccess: (data) => {
      const ranBefore = isGenerating(previousStatus.current);
      previousStatus.current = data.generation_status;
      const current = watchRef.current;
      const watchedEnd = current && (generationEnded(data, current.baseline) || Date.now() - current.since > WATCH_LIMIT_MS);
      if (!watchedEnd && !(ranBefore && !isGenerating(data.generation_status))) return;
      watchRef.current = null;
      setWatch(null);
      void refreshLatest();
      void refreshVersions();
    },
  });

  const { data: productData, mutate: refreshProduct } = product;
  /** Call after starting a generation: polls until the product reports its end. */
  const watchGeneration = useCallback(() => {
    const next = { baseline: productData?.updated_at, since: Date.now() };
    watchRef.current = next;
    setWatch(next);
    void refreshProduct();
  }, [productData?.updated_at, refreshProduct]);

  // A 404 on /latest for a product that exists means "no content yet", not a failure.
  const noContent = !!product.data && latest.error instanceof ApiError && latest.error.status === 404;
  const error: unknown = product.error ?? (noContent ? undefined : latest.error);
  const retry = useCallback(() => {
    void refreshProduct();
    void refreshLatest();
    void refreshVersions();
  }, [refreshProduct, refreshLatest, refreshVersions]);
  return {
    product: product.data,
    latest: latest.data,
    versions: versions.data,
    isLoading: (!product.data && !product.error) || (!latest.data && !latest.error),
    noContent,
    error,
    generating: !!watch || isGenerating(product.data?.generation_status),
    watchGeneration,
    /** Asks again after a failed load. */
    retry,
  };
}
