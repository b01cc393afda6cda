// The admin API-client calls other than creation (create-api-client.ts, shared with the niche form).
import { fetchAllPages } from "@/lib/http/paged-list";
import { apiRequest, apiSend } from "@/lib/http/client";
import {
  apiClientListSchema,
  apiClientSchema,
  apiClientStatsSchema,
  apiClientsOverviewSchema,
  type ApiClient,
  type ApiClientScope,
} from "./schemas";
import {
  API_CLIENTS_OVERVIEW_PATH,
  API_CLIENTS_PATH,
  apiClientPath,
  apiClientStatsPath,
  apiClientTogglePath,
} from "./paths";

export const fetchApiClients = () => fetchAllPages(API_CLIENTS_PATH, apiClientListSchema);

export const fetchApiClient = (id: number) => apiRequest(apiClientPath(id), apiClientSchema);

export const fetchApiClientsOverview = () => apiRequest(API_CLIENTS_OVERVIEW_PATH, apiClientsOverviewSchema);

export const fetchApiClientStats = (id: number, days: number) =>
  apiRequest(apiClientStatsPath(id, days), apiClientStatsSchema);

export interface ApiClientEdit {
  name: string;
  description: string | null;
  scopes: ApiClientScope[];
}

export const updateApiClient = (id: number, body: ApiClientEdit) =>
  apiRequest(apiClientPath(id), apiClientSchema, { method: "PUT", body });

export const toggleApiClientStatus = (id: number): Promise<ApiClient> =>
  apiRequest(apiClientTogglePath(id), apiClientSchema, { method: "POST" });

export const deleteApiClient = async (id: number): Promise<void> => {
  await apiSend(apiClientPath(id), { method: "DELETE" });
};
