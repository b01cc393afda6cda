"use client";
// The admin screens' realtime connection, with each entity's cache handler: the one place they meet.
import type { ReactNode } from "react";
import { healthCacheHandler } from "@/features/health/realtime";
import { nichesCacheHandler } from "@/features/niches/realtime";
import { productsCacheHandler } from "@/features/products/realtime";
import { RealtimeProvider } from "@/lib/realtime/realtime-provider";

const CACHE_HANDLERS = [productsCacheHandler, nichesCacheHandler, healthCacheHandler];

export function AdminRealtime({ children }: { children: ReactNode }) {
  return <RealtimeProvider cacheHandlers={CACHE_HANDLERS}>{children}</RealtimeProvider>;
}
