"use client";
// Changes to clients, with cache updates; the screens decide what to tell the user.
import { useSWRConfig } from "swr";
import { useOptimisticUpdate } from "@/lib/browser-data/optimistic-update";
import type { ApiClientEdit } from "./api";
import { API_CLIENTS_PATH, isApiClientsKey } from "./paths";
import type { ApiClient } from "./schemas";

// The writes (and their schemas) load on the first change: the list shows on first paint without them.
const writes = () => import("./api");

/** The list with one client's status set (optimistic toggle). */
export function withClientActive(list: readonly ApiClient[] | undefined, id: number, isActive: boolean): ApiClient[] {
  return (list ?? []).map((c) => (c.id === id ? { ...c, is_active: isActive } : c));
}

export function useApiClientMutations() {
  const { mutate } = useSWRConfig();
  const optimisticUpdate = useOptimisticUpdate();
  const revalidateAll = () => mutate(isApiClientsKey);

  /** Flips the status at once; the row flips back and this rejects if the server refuses (the caller toasts). */
  function toggleStatus(client: ApiClient): Promise<void> {
    return optimisticUpdate<ApiClient[]>({
      key: API_CLIENTS_PATH,
      patch: (list) => withClientActive(list, client.id, !client.is_active),
      rollback: (list) => withClientActive(list, client.id, client.is_active),
      send: async () => (await writes()).toggleApiClientStatus(client.id),
      refetch: isApiClientsKey,
    });
  }

  async function update(id: number, body: ApiClientEdit): Promise<void> {
    await (await writes()).updateApiClient(id, body);
    await revalidateAll();
  }

  async function remove(id: number): Promise<void> {
    await (await writes()).deleteApiClient(id);
    await mutate<ApiClient[]>(API_CLIENTS_PATH, (current) => (current ?? []).filter((c) => c.id !== id), {
      revalidate: false,
    });
    void revalidateAll();
  }

  return { toggleStatus, update, remove, revalidateAll };
}
