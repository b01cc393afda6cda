"use client";

import { useContext, useEffect, useRef } from "react";
import type { EventName, RealtimeEvent } from "./events";
import { RealtimeBusContext, RealtimeStatusContext, type RealtimeStatusValue } from "./realtime-context";

export type { RealtimeStatus, RealtimeStatusValue } from "./realtime-context";
export type { EventName, RealtimeEvent } from "./events";

const OUTSIDE_PROVIDER: RealtimeStatusValue = { status: "disconnected", eventCount: 0, reconnect: () => {} };

/** Connection state, valid events received, and a manual reconnect. */
export function useRealtimeStatus(): RealtimeStatusValue {
  return useContext(RealtimeStatusContext) ?? OUTSIDE_PROVIDER;
}

type PayloadOf<T extends EventName> = Extract<RealtimeEvent, { type: T }>["payload"];

/**
 * Calls `handler` with each parsed event of `type`, in arrival order (delivered once per animation
 * frame in batches). The subscription is stable: a new handler each render does not resubscribe.
 */
export function useRealtimeEvent<T extends EventName>(type: T, handler: (event: PayloadOf<T>) => void): void {
  const bus = useContext(RealtimeBusContext);
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    if (!bus) return;
    return bus.subscribe(type, (event) => handlerRef.current(event.payload as PayloadOf<T>));
  }, [bus, type]);
}
