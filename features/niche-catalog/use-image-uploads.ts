"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useRequestLimit } from "@/lib/browser-data/request-limit-context";
import type { UploadedFile } from "./schemas";
import { uploadImage, UploadError } from "./upload-image";
import type { UploadFailure } from "./upload-rules";

export interface UploadEntry {
  key: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  failure?: UploadFailure;
}

// Each file goes in its own request so its progress is its own; a few at a time on slow links.
const CONCURRENCY = 3;

let nextKey = 0;

/** Uploads files one request each and hands back the successes in the order they were given. */
export function useImageUploads(onUploaded: (files: UploadedFile[]) => void) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const maxRequestBytes = useRequestLimit();
  const controller = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);
  useEffect(() => () => controller.current?.abort(), []);

  const patch = (key: string, change: Partial<UploadEntry>) =>
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));

  const upload = useCallback(async (files: File[]) => {
    if (files.length === 0) return;
    controller.current ??= new AbortController();
    const { signal } = controller.current;
    const batch = files.map((file) => ({ key: `upload-${nextKey++}`, file }));
    setEntries((list) => [
      ...list.filter((e) => !e.failure),
      ...batch.map(({ key, file }) => ({ key, name: file.name, progress: 0 })),
    ]);
    const results: (UploadedFile | null)[] = new Array(batch.length).fill(null);
    let cursor = 0;
    const worker = async () => {
      while (cursor < batch.length) {
        const index = cursor++;
        const { key, file } = batch[index];
        try {
          results[index] = await uploadImage(file, (progress) => patch(key, { progress }), signal, maxRequestBytes);
        } catch (error) {
          if (signal.aborted) return;
          patch(key, { failure: error instanceof UploadError ? error.failure : { kind: "generic" } });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, batch.length) }, worker));
    if (signal.aborted) return;
    // Finished entries leave the list in the same render that adds their images.
    const done = new Set(batch.filter((_, i) => results[i] !== null).map((b) => b.key));
    setEntries((list) => list.filter((e) => !done.has(e.key)));
    const uploaded = results.filter((r): r is UploadedFile => r !== null);
    if (uploaded.length) onUploadedRef.current(uploaded);
  }, [maxRequestBytes]);

  const dismiss = useCallback((key: string) => setEntries((list) => list.filter((e) => e.key !== key)), []);

  return { entries, uploading: entries.some((e) => !e.failure), upload, dismiss };
}
