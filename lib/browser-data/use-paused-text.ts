"use client";
import { useEffect, useState } from "react";

/** The pause after typing before a server is asked: one search per word, not per key. */
const SEARCH_PAUSE_MS = 250;

/** `text` once it has not changed for `SEARCH_PAUSE_MS`. */
export function usePausedText(text: string): string {
  const [asked, setAsked] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return asked;
}
