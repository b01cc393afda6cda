"use client";

import useSWR from "swr";
import { fetchNiche, fetchNiches, NICHES_PATH, nichePath } from "./api";

/** All niches; keyed by the API path so realtime revalidation reaches it. */
export function useNiches() {
  return useSWR(NICHES_PATH, fetchNiches, { keepPreviousData: true });
}

/** One niche; `id` null waits (e.g. before the route param is known). */
export function useNiche(id: string | number | null) {
  return useSWR(id === null ? null : nichePath(id), () => fetchNiche(id as string | number), {
    shouldRetryOnError: false,
  });
}
