"use client";

import { useEffect, useState } from "react";

/**
 * True once `key` has stayed the same for `delayMs`. Cards that only flash past while the user
 * types in a filter never start their content request, so typing stays smooth.
 */
export function useSettled(key: unknown, delayMs: number): boolean {
  const [settledKey, setSettledKey] = useState<unknown>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setSettledKey(key), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return Object.is(settledKey, key);
}
