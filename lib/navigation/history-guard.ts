// Listeners on one target run in the order they were added, and the router listens to popstate on window
// too. This one is added when the app's first scripts run (the root providers import this module), before
// the router mounts, so the form being guarded sees a Back or Forward first and can keep the router from it.
"use client";

type HistoryGuard = (event: PopStateEvent) => void;

let current: HistoryGuard | null = null;

if (typeof window !== "undefined") {
  window.addEventListener("popstate", (event) => current?.(event));
}

/** Makes `guard` the one that sees Back and Forward first; returns its removal. */
export function guardHistory(guard: HistoryGuard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}
