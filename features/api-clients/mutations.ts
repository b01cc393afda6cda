"use client";
// Changes to clients, with cache updates; the screens decide what to tell the user.
import { useSWRConfig } from "swr";
import { apiRequest } from "@/lib/browser-data/client";
import { call, send } from "@/lib/browser-data/call";
import { useOptimisticUpdate } from "@/lib/browser-data/optimistic-update";
import { matchesKey } from "@/lib/contract/query-key";
import { apiClientsQuery } from "./queries";
import type { ApiClient, ApiClientCreated, ApiClientScope } from "./schemas";

// The contract (and its schemas) loads on the first change: the list shows on first paint without them.
const clients = async () => (await import("./contract")).apiClientsContract;

export interface ApiClientEdit {
  name: string;
  description: string | null;
  scopes: ApiClientScope[];
}

export const fetchApiClients = (): Promise<ApiClient[]> => apiClientsQuery.read(apiRequest);

const updateApiClient = async (id: number, body: ApiClientEdit) => call((await clients()).update, { params: { client_id: id }, body });

const toggleApiClientStatus = async (id: number): Promise<ApiClient> => call((await clients()).toggleStatus, { params: { client_id: id } });

/** `keepalive` lets the call finish while the page is being left. */
export const deleteApiClient = async (id: number, options: { keepalive?: boolean } = {}): Promise<void> =>
  send((await clients()).remove, { params: { client_id: id }, init: options });

/** A new secret, shown once; the old one stops working. An upstream without the call answers 404 or 405. */
export const rotateApiClientSecret = async (id: number): Promise<ApiClientCreated> => call((await clients()).rotateSecret, { params: { client_id: id } });

/** True for every key of this feature, to revalidate lists, overview and stats after a change. */
const isApiClientsKey = (key: unknown): boolean => matchesKey(key, "apiClients.");

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
      key: apiClientsQuery.key,
      patch: (list) => withClientActive(list, client.id, !client.is_active),
      rollback: (list) => withClientActive(list, client.id, client.is_active),
      send: () => toggleApiClientStatus(client.id),
      refetch: isApiClientsKey,
    });
  }

  async function update(id: number, body: ApiClientEdit): Promise<void> {
    await updateApiClient(id, body);
    await revalidateAll();
  }

  async function remove(id: number): Promise<void> {
    await deleteApiClient(id);
    await mutate<ApiClient[]>(apiClientsQuery.key, (current) => (current ?? []).filter((c) => c.id !== id), {
      revalidate: false,
    });
    void revalidateAll();
  }

  return { toggleStatus, update, remove, revalidateAll };
}
