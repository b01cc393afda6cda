"use client";

import { createContext } from "react";
import type { EventBus } from "./event-bus";

export type RealtimeStatus = "disconnected" | "connecting" | "connected" | "error";

export interface RealtimeStatusValue {
  status: RealtimeStatus;
  /** Valid events received since the page loaded. */
  eventCount: number;
  reconnect(): void;
}

// Two contexts: the status changes with every batch, the bus never does, so subscribers do not re-render.
export const RealtimeStatusContext = createContext<RealtimeStatusValue | null>(null);
export const RealtimeBusContext = createContext<EventBus | null>(null);
