// The wizard's step lives in the URL (`?step=3`), one history entry per step, so the browser's Back
// goes one step back. History is written natively: Next keeps its router in step without asking the
// server for the page again, and Back and Forward come as popstate.
"use client";

import { useSyncExternalStore } from "react";

export const STEP_PARAM = "step";

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

/** The step the URL names, or null when it names none. */
export function stepFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get(STEP_PARAM);
  return raw === null ? null : Number(raw);
}

const snapshot = () => stepFromSearch(window.location.search);

function write(mode: "push" | "replace", step: number | null): void {
  const url = new URL(window.location.href);
  if (step === null) url.searchParams.delete(STEP_PARAM);
  else url.searchParams.set(STEP_PARAM, String(step));
  if (mode === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
  listeners.forEach((listener) => listener());
}

export function useStepParam() {
  const step = useSyncExternalStore(subscribe, snapshot, () => null);
  return {
    /** null: no step in the URL (the wizard's first entry). */
    step,
    push: (next: number) => write("push", next),
    replace: (next: number | null) => write("replace", next),
  };
}
