// API paths of the admin API-client calls; SWR keys are these exact paths.
export const API_CLIENTS_PATH = "/api/v1/admin/api-clients/";
export const API_CLIENTS_OVERVIEW_PATH = "/api/v1/admin/api-clients/stats/overview";

export const apiClientPath = (id: number) => `/api/v1/admin/api-clients/${id}`;
export const apiClientTogglePath = (id: number) => `/api/v1/admin/api-clients/${id}/toggle-status`;
export const apiClientStatsPath = (id: number, days: number) => `/api/v1/admin/api-clients/${id}/stats?days=${days}`;

/** True for every key of this feature, to revalidate lists, overview and stats after a change. */
export const isApiClientsKey = (key: unknown): boolean =>
  typeof key === "string" && key.startsWith("/api/v1/admin/api-clients");
