"use client";
// A sticky side panel taller than the window would keep its end below the fold for as long as it is
// stuck. Its sticky top is lowered by what the window lacks: the panel scrolls with the page until its
// end is in view, then stays there. A panel that fits stays just below the header, as its class says.
import { useCallback } from "react";

/** Room left below the panel's end when it is stuck. */
const BOTTOM_GAP_PX = 16;

/** A ref callback for the sticky panel (it comes and goes with reading mode). */
export function useStickyWithinWindow(): (panel: HTMLElement | null) => (() => void) | undefined {
  return useCallback((panel: HTMLElement | null) => {
    if (!panel) return undefined;
    const belowHeader = Number.parseFloat(getComputedStyle(panel).top) || 0;
    const place = () => {
      const room = window.innerHeight - BOTTOM_GAP_PX - panel.offsetHeight;
      panel.style.top = `${Math.min(belowHeader, room)}px`;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(panel);
    window.addEventListener("resize", place, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", place);
    };
  }, []);
}
