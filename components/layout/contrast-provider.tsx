"use client";

import { useSyncExternalStore } from "react";
import { CONTRAST_KEY } from "@/lib/session/storage-keys";

export type ContrastMode = "normal" | "high";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function read(): ContrastMode {
  return window.localStorage.getItem(CONTRAST_KEY) === "high" ? "high" : "normal";
}

export function useContrast(): { contrast: ContrastMode; setContrast: (mode: ContrastMode) => void } {
  const contrast = useSyncExternalStore(subscribe, read, () => "normal" as const);
  const setContrast = (mode: ContrastMode) => {
    window.localStorage.setItem(CONTRAST_KEY, mode);
    document.documentElement.dataset.contrast = mode;
    listeners.forEach((listener) => listener());
  };
  return { contrast, setContrast };
}

/** Runs before paint so a stored high-contrast choice never flashes the normal palette. */
export const CONTRAST_INIT_SCRIPT = `try{document.documentElement.dataset.contrast=localStorage.getItem(${JSON.stringify(
  CONTRAST_KEY,
)})==="high"?"high":"normal"}catch(e){}`;
