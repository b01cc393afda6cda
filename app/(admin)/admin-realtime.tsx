"use client";
// The admin screens' realtime connection, with each entity's cache handler: the one place they meet.
import type { ReactNode } from "react";
import { RealtimeProvider } from "@/lib/realtime/realtime-provider";

const loadCacheHandlers = () => import("./cache-handlers").then((m) => m.CACHE_HANDLERS);

export function AdminRealtime({ children }: { children: ReactNode }) {
  return <RealtimeProvider loadCacheHandlers={loadCacheHandlers}>{children}</RealtimeProvider>;
}
