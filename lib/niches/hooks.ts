"use client";

import { useApiRead } from "@/lib/http/server-data";
import { fetchNiche, fetchNiches, NICHES_PATH, nichePath } from "./api";

/** All niches; keyed by the API path so realtime revalidation reaches it. */
export function useNiches() {
  return useApiRead(NICHES_PATH, fetchNiches, { keepPreviousData: true });
}

/** One niche; no id (null, undefined or empty) waits. */
export function useNiche(id: string | number | null | undefined) {
  return useApiRead(id == null || id === "" ? null : nichePath(id), () => fetchNiche(id as string | number), {
    shouldRetryOnError: false,
  });
}
