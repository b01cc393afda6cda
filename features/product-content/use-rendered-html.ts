"use client";
// The preview's HTML, rendered by the server from the markdown the page already holds. Cached per
// text, so going back to a version shows it at once; a failure waits for the reader's retry.
import { useCallback } from "react";
import useSWR from "swr";
import { contentPaths } from "./content-paths";

// The call and its schema load with the first render, after the page has painted.
const renderContentHtml = async (markdown: string) => (await import("./render-call")).renderContentHtml(markdown);

export type RenderedHtml =
  | { status: "loading" }
  | { status: "ready"; html: string }
  | { status: "error"; error: unknown; retry: () => void };

export function useRenderedHtml(markdown: string): RenderedHtml {
  const { data, error, isValidating, mutate } = useSWR([contentPaths.render, markdown], ([, text]) => renderContentHtml(text), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const retry = useCallback(() => void mutate(), [mutate]);
  if (data) return { status: "ready", html: data.html };
  if (error && !isValidating) return { status: "error", error, retry };
  return { status: "loading" };
}
