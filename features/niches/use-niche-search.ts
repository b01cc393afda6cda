"use client";
// Niches to choose from by typing (the product filter, the import's niche, the command palette): where
// the upstream pages the niche list, its first page by name of those holding the text, asked after a
// pause; else the whole list, for the caller to search as the user types.
import { usePausedText } from "@/lib/browser-data/use-paused-text";
import { useQuery } from "@/lib/browser-data/use-query";
import { nichesHoldingQuery } from "./list-source";
import { nichesQuery } from "./queries";
import type { NicheView } from "./secrets";

export interface NicheSearch {
  /** Niches by name: the server's matches for the paused text, or every niche. */
  niches: readonly Pick<NicheView, "id" | "name" | "slug">[] | undefined;
  /** How many niches hold the text (all of them for the whole list). */
  total: number | undefined;
  /** The text typed is not asked yet, or its answer has not come. */
  busy: boolean;
  error: unknown;
}

const byName = (niches: readonly NicheView[]) => niches.slice().sort((a, b) => a.name.localeCompare(b.name, "es"));

/** `enabled` false asks nothing (a list not opened yet). */
export function useNicheSearch(text: string, enabled = true): NicheSearch {
  const asked = usePausedText(text).trim();
  const page = useQuery(enabled ? nichesHoldingQuery(asked) : null);
  const whole = useQuery(page.data === null ? nichesQuery : null);
  if (page.data === null) {
    const niches = whole.data && byName(whole.data);
    return { niches, total: niches?.length, busy: !whole.data && !whole.error, error: whole.error };
  }
  return {
    niches: page.data?.rows,
    total: page.data?.total,
    busy: enabled && (asked !== text.trim() || page.isLoading),
    error: page.error,
  };
}
