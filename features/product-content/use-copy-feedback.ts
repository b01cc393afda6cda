"use client";
// Copies text and reports 'copied' for 2 s; on this screen a failure is only logged.
import { useCallback, useEffect, useRef, useState } from "react";

export const COPY_FEEDBACK_MS = 2_000;

export function useCopyFeedback() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    } catch (error) {
      console.error("[product-content] copy failed", error);
    }
  }, []);
  return { copied, copy };
}
