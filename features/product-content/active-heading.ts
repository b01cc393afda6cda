"use client";
// Which TOC entry is active while reading: the last heading whose top is at or above 100 px.
// Recomputed at most once per animation frame on scroll and resize. An entry the reader chose (a click,
// a link to a heading) stays active until the page scrolls again once the scroll towards it is over, or
// the reader scrolls by hand meanwhile: a heading near the end of the page may never reach the 100 px
// line, and the smooth scroll towards it passes the others.
import { useCallback, useEffect, useRef, useState } from "react";

export const ACTIVE_HEADING_OFFSET = 100;

/** What the reader does to scroll by hand; a scroll that follows one of these ends a chosen entry at once. */
const READER_INPUT = ["wheel", "touchmove", "keydown", "pointerdown"] as const;

export function activeHeadingId(headings: readonly { id: string; top: number }[], offset = ACTIVE_HEADING_OFFSET): string | null {
  let active: string | null = null;
  for (const heading of headings) {
    if (heading.top <= offset) active = heading.id;
    else break;
  }
  return active;
}

/**
 * `rendered`: the headings are in the page; measured again when they arrive. `choose(id)` makes an
 * entry active now, before the page scrolls to its heading (see above for how long it holds).
 */
export function useActiveHeading(ids: readonly string[], rendered = true): { active: string | null; choose: (id: string) => void } {
  const [active, setActive] = useState<string | null>(null);
  const chosen = useRef(false);
  const readerScrolling = useRef(false);
  /** The scroll towards the chosen heading has ended (browsers without `scrollend` wait for the reader). */
  const arrived = useRef(false);
  const key = ids.join("\n");

  const choose = useCallback((id: string) => {
    chosen.current = true;
    readerScrolling.current = false;
    arrived.current = false;
    setActive(id);
  }, []);

  useEffect(() => {
    // Other headings (another version's): what was chosen among the old ones no longer holds.
    chosen.current = false;
    if (!rendered) return;
    const list = key ? key.split("\n") : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (chosen.current) return;
      const headings = list.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      setActive(activeHeadingId(headings));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const onInput = () => {
      readerScrolling.current = true;
    };
    const onScroll = () => {
      if (chosen.current && (readerScrolling.current || arrived.current)) chosen.current = false;
      schedule();
    };
    const onScrollEnd = () => {
      arrived.current = chosen.current;
    };
    schedule();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("scrollend", onScrollEnd, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    for (const type of READER_INPUT) window.addEventListener(type, onInput, { passive: true, capture: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("scrollend", onScrollEnd);
      window.removeEventListener("resize", schedule);
      for (const type of READER_INPUT) window.removeEventListener(type, onInput, { capture: true });
    };
  }, [key, rendered]);
  return { active, choose };
}
