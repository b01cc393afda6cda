"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False during server render and hydration, true afterwards (for values only the browser knows). */
export function useMounted(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
