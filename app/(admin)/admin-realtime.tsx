"use client";
// The admin screens' realtime connection, with each entity's cache handler: the one place they meet.
import type { ReactNode } from "react";
import { RealtimeProvider } from "@/lib/realtime/realtime-provider";
import { CACHE_HANDLERS } from "./cache-handlers";

export function AdminRealtime({ children }: { children: ReactNode }) {
  return <RealtimeProvider cacheHandlers={CACHE_HANDLERS}>{children}</RealtimeProvider>;
}
