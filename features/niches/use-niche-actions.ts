"use client";

import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { useOptimisticUpdate } from "@/lib/browser-data/optimistic-update";
import { saveUnlessChanged } from "@/lib/forms/save-unless-changed";
import { matchesKey } from "@/lib/contract/query-key";
import { fetchNiche, updateNiche } from "./mutations";
import { nicheQuery, nichesQuery } from "./queries";
import type { NicheUpdate } from "./request-schemas";
import type { Niche } from "./schemas";

type ListUpdater = (list: Niche[] | undefined) => Niche[] | undefined;

function patchOne(id: number, changes: Partial<Niche>): ListUpdater {
  return (list) => list?.map((n) => (n.id === id ? { ...n, ...changes } : n));
}

/** Optimistic on/off switch: only is_active is sent; the list rolls back if the server refuses. */
export function useToggleNiche() {
  const optimisticUpdate = useOptimisticUpdate();
  return useCallback(
    async (niche: Niche): Promise<boolean> => {
      const next = !niche.is_active;
      try {
        await optimisticUpdate<Niche[]>({
          key: nichesQuery.key,
          patch: patchOne(niche.id, { is_active: next }),
          rollback: patchOne(niche.id, { is_active: niche.is_active }),
          send: () => updateNiche(niche.id, { is_active: next }),
          refetch: (key) => matchesKey(key, "niches.list") || matchesKey(key, "niches.get", { niche_id: niche.id }),
        });
        return true;
      } catch {
        return false;
      }
    },
    [optimisticUpdate],
  );
}

/** Removes a deleted niche from the cached list without a refetch. */
export function useForgetNiche() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (id: number) => {
      void mutate(nichesQuery.key, (list: Niche[] | undefined) => list?.filter((n) => n.id !== id), { revalidate: false });
      void mutate(nicheQuery(id).key, undefined, { revalidate: false });
    },
    [mutate],
  );
}

/**
 * Saves the edit form's changes, made from the niche at `version` (its `updated_at`): refused with
 * `EditConflict` when it was saved since. The niche is read again before the caller moves on, the list after.
 */
export function useSaveNiche() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, changes: NicheUpdate, version: string | null) => {
      if (Object.keys(changes).length === 0) return;
      await saveUnlessChanged({
        version,
        read: () => fetchNiche(id),
        versionOf: (niche) => niche.updated_at,
        send: (expected) => updateNiche(id, { ...changes, expected_updated_at: expected }),
      });
      await mutate(nicheQuery(id).key);
      void mutate(nichesQuery.key);
    },
    [mutate],
  );
}
