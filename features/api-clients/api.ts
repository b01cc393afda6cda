// The admin API-client calls other than creation (create-api-client.ts, shared with the niche form).
import { fetchAllPages } from "@/lib/http/paged-list";
import { apiRequest, apiSend } from "@/lib/browser-data/client";
import type { Requester } from "@/lib/http/requester";
import {
  apiClientCreatedSchema,
  apiClientListSchema,
  apiClientSchema,
  apiClientStatsSchema,
  apiClientsOverviewSchema,
  type ApiClient,
  type ApiClientCreated,
  type ApiClientScope,
} from "./schemas";
import {
  API_CLIENTS_OVERVIEW_PATH,
  API_CLIENTS_PATH,
  apiClientPath,
  apiClientRotateSecretPath,
  apiClientStatsPath,
  apiClientTogglePath,
} from "./paths";

/** The API-client reads through `request`: the browser's client by default, the server's requester on the server. */
export function apiClientReads(request: Requester = apiRequest) {
  return {
    clients: () => fetchAllPages(API_CLIENTS_PATH, apiClientListSchema, request),
    client: (id: number) => request(apiClientPath(id), apiClientSchema),
    overview: () => request(API_CLIENTS_OVERVIEW_PATH, apiClientsOverviewSchema),
    stats: (id: number, days: number) => request(apiClientStatsPath(id, days), apiClientStatsSchema),
  };
}

export interface ApiClientEdit {
  name: string;
  description: string | null;
  scopes: ApiClientScope[];
}

export const updateApiClient = (id: number, body: ApiClientEdit) =>
  apiRequest(apiClientPath(id), apiClientSchema, { method: "PUT", body });

export const toggleApiClientStatus = (id: number): Promise<ApiClient> =>
  apiRequest(apiClientTogglePath(id), apiClientSchema, { method: "POST" });

/** `keepalive` lets the call finish while the page is being left. */
export const deleteApiClient = async (id: number, options: { keepalive?: boolean } = {}): Promise<void> => {
  await apiSend(apiClientPath(id), { method: "DELETE", ...options });
};

/** A new secret, shown once; the old one stops working. An upstream without the call answers 404 or 405. */
export const rotateApiClientSecret = (id: number): Promise<ApiClientCreated> =>
  apiRequest(apiClientRotateSecretPath(id), apiClientCreatedSchema, { method: "POST" });

export const fetchApiClients = (): Promise<ApiClient[]> => apiClientReads().clients();
