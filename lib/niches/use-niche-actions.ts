"use client";

import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { updateNiche, NICHES_PATH, nichePath } from "./api";
import type { Niche } from "./schemas";

type ListUpdater = (list: Niche[] | undefined) => Niche[] | undefined;

function patchOne(id: number, changes: Partial<Niche>): ListUpdater {
  return (list) => list?.map((n) => (n.id === id ? { ...n, ...changes } : n));
}

/** Optimistic on/off switch: only is_active is sent; the list rolls back if the server refuses. */
export function useToggleNiche() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (niche: Niche): Promise<boolean> => {
      const next = !niche.is_active;
      await mutate(NICHES_PATH, patchOne(niche.id, { is_active: next }), { revalidate: false });
      try {
        await updateNiche(niche.id, { is_active: next });
        void mutate(NICHES_PATH);
        void mutate(nichePath(niche.id));
        return true;
      } catch {
        await mutate(NICHES_PATH, patchOne(niche.id, { is_active: niche.is_active }), { revalidate: false });
        return false;
      }
    },
    [mutate],
  );
}

/** Removes a deleted niche from the cached list without a refetch. */
export function useForgetNiche() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (id: number) => {
      void mutate(NICHES_PATH, (list: Niche[] | undefined) => list?.filter((n) => n.id !== id), { revalidate: false });
      void mutate(nichePath(id), undefined, { revalidate: false });
    },
    [mutate],
  );
}
