"use client";

import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { useOptimisticUpdate } from "@/lib/browser-data/optimistic-update";
import { saveUnlessChanged } from "@/lib/forms/save-unless-changed";
import { matchesKey, type QueryKey } from "@/lib/contract/query-key";
import type { ListPage } from "@/lib/contract/list";
import { fetchNiche, updateNiche } from "./mutations";
import { isNicheListKey, nicheQuery, nichesQuery } from "./queries";
import type { NicheUpdate } from "./request-schemas";
import type { NicheRow } from "./row-view";

/** What a list screen holds: the whole list, or one page of it (null: an upstream that does not page). */
type Shown = NicheRow[] | ListPage<NicheRow> | null | undefined;

/** `change` applied to the niches a list holds, in either shape. */
function inList(change: (rows: NicheRow[]) => NicheRow[]): (shown: Shown) => Shown {
  return (shown) => (Array.isArray(shown) ? change(shown) : shown ? { ...shown, rows: change(shown.rows) } : shown);
}

const patchOne = (id: number, changes: Partial<NicheRow>) => inList((rows) => rows.map((n) => (n.id === id ? { ...n, ...changes } : n)));

/**
 * Optimistic on/off switch on the list the screen shows (`listKey`): only is_active is sent; the list
 * rolls back if the server refuses.
 */
export function useToggleNiche(listKey: QueryKey = nichesQuery.key) {
  const optimisticUpdate = useOptimisticUpdate();
  return useCallback(
    async (niche: Pick<NicheRow, "id" | "is_active">): Promise<boolean> => {
      const next = !niche.is_active;
      try {
        await optimisticUpdate<Shown>({
          key: listKey,
          patch: patchOne(niche.id, { is_active: next }),
          rollback: patchOne(niche.id, { is_active: niche.is_active }),
          send: () => updateNiche(niche.id, { is_active: next }),
          refetch: (key) => isNicheListKey(key) || matchesKey(key, "niches.get", { niche_id: niche.id }),
        });
        return true;
      } catch {
        return false;
      }
    },
    [optimisticUpdate, listKey],
  );
}

/** Removes a deleted niche from the cached list without a refetch; pages and counts are read again. */
export function useForgetNiche() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (id: number) => {
      void mutate(nichesQuery.key, (list: NicheRow[] | undefined) => list?.filter((n) => n.id !== id), { revalidate: false });
      void mutate(nicheQuery(id).key, undefined, { revalidate: false });
      // A page's later rows move up and its total drops: the server says which.
      void mutate((key) => !matchesKey(key, "niches.list") && isNicheListKey(key));
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
      void mutate(isNicheListKey);
    },
    [mutate],
  );
}
