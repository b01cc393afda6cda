"use client";
// Changes to clients, with cache updates; the screens decide what to tell the user.
import { useSWRConfig } from "swr";
import { deleteApiClient, toggleApiClientStatus, updateApiClient, type ApiClientEdit } from "./api";
import { API_CLIENTS_PATH, isApiClientsKey } from "./paths";
import type { ApiClient } from "./schemas";

/** The list with one client's status set (optimistic toggle). */
export function withClientActive(list: readonly ApiClient[] | undefined, id: number, isActive: boolean): ApiClient[] {
  return (list ?? []).map((c) => (c.id === id ? { ...c, is_active: isActive } : c));
}

export function useApiClientMutations() {
  const { mutate } = useSWRConfig();
  const revalidateAll = () => mutate(isApiClientsKey);

  /** Flips the status at once; the list rolls back if the server refuses (the caller toasts). */
  async function toggleStatus(client: ApiClient): Promise<void> {
    const next = !client.is_active;
    try {
      await mutate<ApiClient[]>(
        API_CLIENTS_PATH,
        async (current) => {
          // The answer's shape is not part of the contract: keep the list and flip the row.
          await toggleApiClientStatus(client.id);
          return withClientActive(current, client.id, next);
        },
        { optimisticData: (current) => withClientActive(current, client.id, next), rollbackOnError: true, revalidate: false },
      );
    } finally {
      void revalidateAll();
    }
  }

  async function update(id: number, body: ApiClientEdit): Promise<void> {
    await updateApiClient(id, body);
    await revalidateAll();
  }

  async function remove(id: number): Promise<void> {
    await deleteApiClient(id);
    await mutate<ApiClient[]>(API_CLIENTS_PATH, (current) => (current ?? []).filter((c) => c.id !== id), {
      revalidate: false,
    });
    void revalidateAll();
  }

  return { toggleStatus, update, remove, revalidateAll };
}
