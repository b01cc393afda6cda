"use client";
// Changes to clients, with cache updates; the screens decide what to tell the user.
import { useSWRConfig } from "swr";
import { apiRequest } from "@/lib/browser-data/client";
import { useOptimisticUpdate } from "@/lib/browser-data/optimistic-update";
import { saveUnlessChanged } from "@/lib/forms/save-unless-changed";
import { matchesKey, type QueryKey } from "@/lib/contract/query-key";
import type { ListPage } from "@/lib/contract/list";
import { call, send } from "@/lib/http/call";
import { apiClientsContract } from "./contract";
import { findClientByClientId } from "./list-source";
import { apiClientsQuery } from "./queries";
import type { ApiClient, ApiClientCreated, ApiClientScope } from "./schemas";


export interface ApiClientEdit {
  name?: string;
  description?: string | null;
  scopes?: ApiClientScope[];
}

/** The client with this `client_id` (a niche's), without reading every client where the upstream searches them. */
export const findApiClient = (clientId: string): Promise<ApiClient | undefined> => findClientByClientId(clientId, apiRequest);

const updateApiClient = (id: number, body: ApiClientEdit & { expected_updated_at?: string | null }) =>
  send(apiClientsContract.update, { params: { client_id: id }, body }, apiRequest);

/** The client as it is now, past any cache. */
export const fetchApiClient = (id: number): Promise<ApiClient> => call(apiClientsContract.get, { params: { client_id: id } }, apiRequest);

const toggleApiClientStatus = (id: number): Promise<ApiClient> => call(apiClientsContract.toggleStatus, { params: { client_id: id } }, apiRequest);

/** `keepalive` lets the call finish while the page is being left. */
export const deleteApiClient = (id: number, options: { keepalive?: boolean } = {}): Promise<void> =>
  send(apiClientsContract.remove, { params: { client_id: id }, init: options }, apiRequest);

/** A new secret, shown once; the old one stops working. An upstream without the call answers 404 or 405. */
export const rotateApiClientSecret = (id: number): Promise<ApiClientCreated> => call(apiClientsContract.rotateSecret, { params: { client_id: id } }, apiRequest);

/** True for every key of this feature, to revalidate lists, overview and stats after a change. */
const isApiClientsKey = (key: unknown): boolean => matchesKey(key, "apiClients.");

type Shown = readonly ApiClient[] | ListPage<ApiClient> | null | undefined;

/** The whole list, or a page, with one client's status set (optimistic toggle). */
export function withClientActive<T extends Shown>(shown: T, id: number, isActive: boolean): T {
  const set = (rows: readonly ApiClient[]) => rows.map((c) => (c.id === id ? { ...c, is_active: isActive } : c));
  if (!shown) return shown;
  return (Array.isArray(shown) ? set(shown) : { ...shown, rows: set((shown as ListPage<ApiClient>).rows) }) as T;
}

export function useApiClientMutations() {
  const { mutate } = useSWRConfig();
  const optimisticUpdate = useOptimisticUpdate();
  const revalidateAll = () => mutate(isApiClientsKey);

  /**
   * Flips the status at once in the entry the table shows (`key`: the whole list, or a page); the row
   * flips back and this rejects if the server refuses (the caller toasts).
   */
  function toggleStatus(client: ApiClient, key: QueryKey = apiClientsQuery.key): Promise<void> {
    return optimisticUpdate<Shown>({
      key,
      patch: (list) => withClientActive(list, client.id, !client.is_active),
      rollback: (list) => withClientActive(list, client.id, client.is_active),
      send: () => toggleApiClientStatus(client.id),
      refetch: isApiClientsKey,
    });
  }

  /**
   * Saves an edit's changes, made from the client at `version` (its `updated_at`): refused with
   * `EditConflict` when it was saved since.
   */
  async function update(id: number, changes: ApiClientEdit, version: string | null): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await saveUnlessChanged({
      version,
      read: () => fetchApiClient(id),
      versionOf: (client) => client.updated_at,
      send: (expected) => updateApiClient(id, { ...changes, expected_updated_at: expected }),
    });
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
