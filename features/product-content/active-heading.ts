"use client";
// Which TOC entry is active while reading: the last heading whose top is at or above 100 px.
// Recomputed at most once per animation frame on scroll and resize.
import { useEffect, useState } from "react";

export const ACTIVE_HEADING_OFFSET = 100;

export function activeHeadingId(headings: readonly { id: string; top: number }[], offset = ACTIVE_HEADING_OFFSET): string | null {
  let active: string | null = null;
  for (const heading of headings) {
    if (heading.top <= offset) active = heading.id;
    else break;
  }
  return active;
}

/** `rendered`: the headings are in the page; measured again when they arrive. */
export function useActiveHeading(ids: readonly string[], rendered = true): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join("\n");
  useEffect(() => {
    if (!rendered) return;
    const list = key ? key.split("\n") : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      const headings = list.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      setActive(activeHeadingId(headings));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [key, rendered]);
  return active;
}
