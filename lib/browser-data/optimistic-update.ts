"use client";
// One way to change a cached entry at once and let the server confirm it later.
import { useCallback } from "react";
import { unstable_serialize, useSWRConfig } from "swr";
import type { QueryKey } from "@/lib/contract/query-key";

export interface OptimisticUpdate<T> {
  /** The SWR key of the cached entry the screen shows. */
  key: QueryKey;
  /** The change, applied to what the screen shows before the server answers. */
  patch: (shown: T | undefined) => T | undefined;
  /** Undoes only this change, so other changes still waiting for the server stay on screen. */
  rollback: (shown: T | undefined) => T | undefined;
  /** The server call; its answer is not read, the entry is refetched instead. */
  send: () => Promise<unknown>;
  /** The keys to refetch once the server has answered, whatever it said. */
  refetch: (key: unknown) => boolean;
}

/**
 * Returns `update(change)`: shows the patch, calls the server, rolls the patch back and rethrows if the
 * call fails, and refetches in both cases so the screen ends on the server's word.
 */
export function useOptimisticUpdate() {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    async <T>({ key, patch, rollback, send, refetch }: OptimisticUpdate<T>): Promise<void> => {
      try {
        // An async mutation makes SWR drop any fetch that started before the server answered, so a
        // stale list cannot undo the patch while the call is under way.
        await mutate<T, unknown>(key, send, {
          optimisticData: (_committed, shown) => patch(shown) as T,
          populateCache: false,
          rollbackOnError: false,
          revalidate: false,
        });
      } catch (error) {
        // SWR's own rollback restores the whole entry as it was, which would also drop other pending changes.
        await mutate<T>(key, rollback(cache.get(unstable_serialize(key))?.data as T | undefined), { revalidate: false });
        throw error;
      } finally {
        void mutate(refetch);
      }
    },
    [cache, mutate],
  );
}
