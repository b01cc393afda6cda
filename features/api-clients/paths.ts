// The api-clients calls' paths, spelled only here: contract.ts builds its endpoints from them, and keys,
// links and realtime handlers import them without loading any schema.
import { fillUrl } from "@/lib/contract/path-template";

export const apiClientsPathTemplates = {
  list: "/api/v1/admin/api-clients/",
  create: "/api/v1/admin/api-clients/",
  overview: "/api/v1/admin/api-clients/stats/overview",
  get: "/api/v1/admin/api-clients/{client_id}",
  update: "/api/v1/admin/api-clients/{client_id}",
  remove: "/api/v1/admin/api-clients/{client_id}",
  toggleStatus: "/api/v1/admin/api-clients/{client_id}/toggle-status",
  stats: "/api/v1/admin/api-clients/{client_id}/stats",
  rotateSecret: "/api/v1/admin/api-clients/{client_id}/rotate-secret",
} as const;

export const API_CLIENTS_PATH = apiClientsPathTemplates.list;
export const API_CLIENTS_OVERVIEW_PATH = apiClientsPathTemplates.overview;
export const apiClientPath = (id: number) => fillUrl(apiClientsPathTemplates.get, { client_id: id });
export const apiClientTogglePath = (id: number) => fillUrl(apiClientsPathTemplates.toggleStatus, { client_id: id });
export const apiClientRotateSecretPath = (id: number) => fillUrl(apiClientsPathTemplates.rotateSecret, { client_id: id });
export const apiClientStatsPath = (id: number, days: number) => fillUrl(apiClientsPathTemplates.stats, { client_id: id }, { days });

/** True for every key of this feature, to revalidate lists, overview and stats after a change. */
export const isApiClientsKey = (key: unknown): boolean => typeof key === "string" && key.startsWith(API_CLIENTS_PATH.slice(0, -1));
