"use client";
// Changes to web templates, with their cache writes; the screens decide what to tell the user.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { apiRequest } from "@/lib/browser-data/client";
import { useOptimisticUpdate } from "@/lib/browser-data/optimistic-update";
import { saveUnlessChanged } from "@/lib/forms/save-unless-changed";
import { matchesKey, type QueryKey } from "@/lib/contract/query-key";
import { listKeyId, type ListPage } from "@/lib/contract/list";
import { call, send } from "@/lib/http/call";
import { savedEntitySchema } from "@/lib/zod/received";
import { catalogContract } from "./contract";
import { catalogReads } from "./read-contract";
import { catalogItemQuery, catalogItemsQuery } from "./queries";
import type { CatalogItemCreate, CatalogItemUpdate } from "./request-schemas";
import type { CatalogItem } from "./schemas";

/** The answer is read for the new id only: the screens refetch the item. */
function createCatalogItem(body: CatalogItemCreate): Promise<{ id: number }> {
  return call(catalogContract.create, { body, answer: savedEntitySchema }, apiRequest);
}

async function updateCatalogItem(id: number, body: CatalogItemUpdate): Promise<{ id: number }> {
  await send(catalogContract.update, { params: { id_or_slug: id }, body }, apiRequest);
  return { id };
}

/** The template as it is now, past any cache. */
async function fetchCatalogItem(id: number): Promise<CatalogItem> {
  return call(catalogReads.get, { params: { id_or_slug: id } }, apiRequest);
}

/**
 * Saves an edit's changes, made from the template at `version` (its `updated_at`): refused with
 * `EditConflict` when it was saved since.
 */
async function saveCatalogEdit(id: number, changes: CatalogItemUpdate, version: string | null): Promise<{ id: number }> {
  if (Object.keys(changes).length > 0) {
    await saveUnlessChanged({
      version,
      read: () => fetchCatalogItem(id),
      versionOf: (item) => item.updated_at,
      send: async (expected) => void (await updateCatalogItem(id, { ...changes, expected_updated_at: expected })),
    });
  }
  return { id };
}

export const deleteCatalogItem = (id: number | string): Promise<void> => send(catalogContract.remove, { params: { id_or_slug: id } }, apiRequest);

export const deleteUploadedImage = (uploadId: string): Promise<void> => send(catalogContract.deleteImage, { params: { upload_id: uploadId } }, apiRequest);

type Shown = readonly CatalogItem[] | ListPage<CatalogItem> | null | undefined;

/** The whole list, or its newest page, with one template's status set (optimistic toggle). */
export function withItemActive<T extends Shown>(shown: T, id: number, isActive: boolean): T {
  const set = (items: readonly CatalogItem[]) => items.map((i) => (i.id === id ? { ...i, is_active: isActive } : i));
  if (!shown) return shown;
  return (Array.isArray(shown) ? set(shown) : { ...shown, rows: set((shown as ListPage<CatalogItem>).rows) }) as T;
}

/** Every read of the template list: whole, its newest page, or a count. */
const isCatalogListKey = (key: unknown) =>
  [catalogReads.list.id, listKeyId(catalogReads.list, "page"), listKeyId(catalogReads.list, "count")].some((id) => matchesKey(key, id));

export function useCatalogMutations() {
  const { mutate } = useSWRConfig();
  const optimisticUpdate = useOptimisticUpdate();

  /**
   * Flips the status at once in the entry the screen shows (`key`: the whole list, or its newest page);
   * the card flips back and this rejects if the server refuses (the caller toasts).
   */
  const toggleActive = useCallback(
    (item: CatalogItem, key: QueryKey = catalogItemsQuery.key) =>
      optimisticUpdate<Shown>({
        key,
        patch: (list) => withItemActive(list, item.id, !item.is_active),
        rollback: (list) => withItemActive(list, item.id, item.is_active),
        send: () => updateCatalogItem(item.id, { is_active: !item.is_active }),
        refetch: (stale) => isCatalogListKey(stale) || matchesKey(stale, "catalog.get", { id_or_slug: item.id }),
      }),
    [optimisticUpdate],
  );

  // The list and the template are read again before the caller moves on to the list.
  const refetchSaved = useCallback(
    async (saved: { id: number }) => {
      await Promise.all([mutate(isCatalogListKey), mutate(catalogItemQuery(saved.id).key)]);
      return saved;
    },
    [mutate],
  );
  const create = useCallback(async (body: CatalogItemCreate) => refetchSaved(await createCatalogItem(body)), [refetchSaved]);
  const update = useCallback(
    async (id: number, changes: CatalogItemUpdate, version: string | null) => refetchSaved(await saveCatalogEdit(id, changes, version)),
    [refetchSaved],
  );

  /** A deleted template leaves the list at once; the list is then asked again. */
  const forget = useCallback(
    async (id: number) => {
      await mutate<CatalogItem[]>(catalogItemsQuery.key, (current) => current?.filter((i) => i.id !== id), { revalidate: false });
      await mutate(isCatalogListKey);
    },
    [mutate],
  );

  return { toggleActive, create, update, forget };
}
