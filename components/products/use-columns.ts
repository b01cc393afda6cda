"use client";

import { useSyncExternalStore } from "react";

/** Min viewport widths (px) at which the grid gains a column, matching Tailwind's md/lg/xl. */
export const NICHE_GRID_BREAKPOINTS = [768, 1024] as const;
export const ALL_GRID_BREAKPOINTS = [640, 1024, 1536] as const;

function subscribe(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/** Column count for the current viewport: 1 plus the breakpoints it has passed. */
export function useColumns(breakpoints: readonly number[]): number {
  return useSyncExternalStore(
    subscribe,
    () => 1 + breakpoints.filter((min) => window.innerWidth >= min).length,
    () => 1,
  );
}
