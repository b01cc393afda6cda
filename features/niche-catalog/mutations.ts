"use client";
// Changes to web templates, with their cache writes; the screens decide what to tell the user.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { useOptimisticUpdate } from "@/lib/browser-data/optimistic-update";
import { CATALOG_PATH, catalogItemPath } from "./paths";
import type { CatalogItem, CatalogItemCreate, CatalogItemUpdate } from "./schemas";

// The writes (and their schemas) load on the first change: the catalogue shows on first paint without them.
const writes = () => import("./api");

/** The list with one template's status set (optimistic toggle). */
export function withItemActive(list: readonly CatalogItem[] | undefined, id: number, isActive: boolean): CatalogItem[] | undefined {
  return list?.map((i) => (i.id === id ? { ...i, is_active: isActive } : i));
}

export function useCatalogMutations() {
  const { mutate } = useSWRConfig();
  const optimisticUpdate = useOptimisticUpdate();

  /** Flips the status at once; the card flips back and this rejects if the server refuses (the caller toasts). */
  const toggleActive = useCallback(
    (item: CatalogItem) =>
      optimisticUpdate<CatalogItem[]>({
        key: CATALOG_PATH,
        patch: (list) => withItemActive(list, item.id, !item.is_active),
        rollback: (list) => withItemActive(list, item.id, item.is_active),
        send: async () => (await writes()).updateCatalogItem(item.id, { is_active: !item.is_active }),
        refetch: (key) => key === CATALOG_PATH || key === catalogItemPath(item.id),
      }),
    [optimisticUpdate],
  );

  // The list and the template are read again before the caller moves on to the list.
  const refetchSaved = useCallback(
    async (saved: { id: number }) => {
      await Promise.all([mutate(CATALOG_PATH), mutate(catalogItemPath(saved.id))]);
      return saved;
    },
    [mutate],
  );
  const create = useCallback(async (body: CatalogItemCreate) => refetchSaved(await (await writes()).createCatalogItem(body)), [refetchSaved]);
  const update = useCallback(async (id: number, body: CatalogItemUpdate) => refetchSaved(await (await writes()).updateCatalogItem(id, body)), [refetchSaved]);

  /** A deleted template leaves the list at once; the list is then asked again. */
  const forget = useCallback(
    (id: number) => mutate<CatalogItem[]>(CATALOG_PATH, (current) => current?.filter((i) => i.id !== id), { revalidate: true }),
    [mutate],
  );

  return { toggleActive, create, update, forget };
}
