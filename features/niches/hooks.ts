"use client";

import { useQuery } from "@/lib/browser-data/use-query";
import { nicheQuery, nichesQuery } from "./queries";

/** All niches, as lists show them; keyed by the API path so realtime revalidation reaches it. */
export function useNiches() {
  return useQuery(nichesQuery);
}

/** One niche; no id (null, undefined or empty) waits. */
export function useNiche(id: string | number | null | undefined) {
  return useQuery(id == null || id === "" ? null : nicheQuery(id));
}
