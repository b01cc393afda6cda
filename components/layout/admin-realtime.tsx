"use client";
// The admin screens' realtime connection, with each entity's cache handler: the one place they meet.
import type { ReactNode } from "react";
import { healthCacheHandler } from "@/features/health";
import { nichesCacheHandler } from "@/features/niches";
import { productsCacheHandler } from "@/features/products";
import { RealtimeProvider } from "@/lib/realtime/realtime-provider";

const CACHE_HANDLERS = [productsCacheHandler, nichesCacheHandler, healthCacheHandler];

export function AdminRealtime({ children }: { children: ReactNode }) {
  return <RealtimeProvider cacheHandlers={CACHE_HANDLERS}>{children}</RealtimeProvider>;
}
