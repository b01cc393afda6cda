"use client";
// The niches a new niche's name or slug could clash with: where the upstream filters the niche list, the
// one with that slug and those whose text holds the name, asked after a pause; else the whole list.
import { useSWRConfig } from "swr";
import { apiRequest } from "@/lib/browser-data/client";
import { usePausedText } from "@/lib/browser-data/use-paused-text";
import type { Query } from "@/lib/contract/query";
import { useQuery } from "@/lib/browser-data/use-query";
import { nichesHoldingQuery } from "./list-source";
import { nicheBySlugQuery } from "./lookups";
import { nichesQuery } from "./queries";
import type { NicheView } from "./secrets";

type Named = Pick<NicheView, "id" | "name" | "slug">;

export interface NichesNamed {
  niches: readonly Named[];
  /** Whether `niches` answers for the name and slug as they are now (or could not be read: the server refuses a clash too). */
  known: boolean;
  /** Reads them again (a creation refused as taken meanwhile). */
  refresh: () => void;
  /** Reads them for the name and slug as they are now, without the pause: what a user who moves on waits for. */
  readNow: () => Promise<readonly Named[]>;
}

export function useNichesNamed(name: string, slug: string): NichesNamed {
  const askedName = usePausedText(name.trim());
  const askedSlug = usePausedText(slug);
  const bySlug = useQuery(askedSlug ? nicheBySlugQuery(askedSlug) : null);
  const byName = useQuery(askedName ? nichesHoldingQuery(askedName) : null);
  const whole = useQuery(bySlug.data === null || byName.data === null ? nichesQuery : null);
  const refresh = () => void Promise.all([bySlug.mutate(), byName.mutate(), whole.mutate()]);
  const { mutate } = useSWRConfig();
  const readNow = async (): Promise<readonly Named[]> => {
    // Each answer lands in the cache under its key, so the step shows what the user waited for.
    const ask = <T,>(query: Query<T> | null) => (query ? mutate(query.key, query.read(apiRequest), { revalidate: false }) : undefined);
    const text = name.trim();
    const [found, named] = await Promise.all([
      ask(slug ? nicheBySlugQuery(slug) : null),
      ask(text ? nichesHoldingQuery(text) : null),
    ]);
    if (found === null || named === null) return (await ask(nichesQuery)) ?? [];
    return [...(found?.niche ? [found.niche] : []), ...(named?.rows ?? [])];
  };
  if (bySlug.data === null || byName.data === null) {
    return { niches: whole.data ?? [], known: whole.data !== undefined || whole.error !== undefined, refresh, readNow };
  }
  const answered = (read: { data?: unknown; error?: unknown; isLoading: boolean }, asked: string) => !asked || (!read.isLoading && (read.data !== undefined || read.error !== undefined));
  const current = askedName === name.trim() && askedSlug === slug;
  return {
    niches: [...(bySlug.data?.niche ? [bySlug.data.niche] : []), ...(byName.data?.rows ?? [])],
    known: current && answered(bySlug, askedSlug) && answered(byName, askedName),
    refresh,
    readNow,
  };
}
