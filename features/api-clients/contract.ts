// The API client calls: the only place their paths are spelled.
import * as z from "zod/mini";
import { endpoint, REQUIRED } from "@/lib/contract/endpoint";
import { messageAnswerSchema } from "@/lib/contract/answers";
import { pageQuerySchema } from "@/lib/contract/page-query";
import {
  apiClientCreatedSchema,
  apiClientCreateSchema,
  apiClientListSchema,
  apiClientSchema,
  apiClientsOverviewSchema,
  apiClientStatsQuerySchema,
  apiClientStatsSchema,
  apiClientUpdateSchema,
} from "./schemas";

const clientParams = z.object({ client_id: z.number() });

export const apiClientsContract = {
  list: endpoint("apiClients.list", {
    method: "GET",
    path: "/api/v1/admin/api-clients/",
    summary: "API client list",
    query: pageQuerySchema,
    response: apiClientListSchema,
    paged: true,
    need: REQUIRED,
  }),
  create: endpoint("apiClients.create", {
    method: "POST",
    path: "/api/v1/admin/api-clients/",
    summary: "New API client: `client_id` and `client_secret` (shown once)",
    body: apiClientCreateSchema,
    response: apiClientCreatedSchema,
    status: 201,
    need: REQUIRED,
  }),
  overview: endpoint("apiClients.overview", {
    method: "GET",
    path: "/api/v1/admin/api-clients/stats/overview",
    summary: "API client usage overview",
    response: apiClientsOverviewSchema,
    need: REQUIRED,
  }),
  get: endpoint("apiClients.get", {
    method: "GET",
    path: "/api/v1/admin/api-clients/{client_id}",
    summary: "API client detail",
    params: clientParams,
    response: apiClientSchema,
    need: REQUIRED,
  }),
  update: endpoint("apiClients.update", {
    method: "PUT",
    path: "/api/v1/admin/api-clients/{client_id}",
    summary: "API client edit",
    params: clientParams,
    body: apiClientUpdateSchema,
    response: apiClientSchema,
    need: REQUIRED,
  }),
  remove: endpoint("apiClients.remove", {
    method: "DELETE",
    path: "/api/v1/admin/api-clients/{client_id}",
    summary: "Delete an API client",
    params: clientParams,
    response: messageAnswerSchema,
    need: REQUIRED,
  }),
  toggleStatus: endpoint("apiClients.toggleStatus", {
    method: "POST",
    path: "/api/v1/admin/api-clients/{client_id}/toggle-status",
    summary: "Activate or deactivate an API client",
    params: clientParams,
    response: apiClientSchema,
    need: REQUIRED,
  }),
  stats: endpoint("apiClients.stats", {
    method: "GET",
    path: "/api/v1/admin/api-clients/{client_id}/stats",
    summary: "An API client's daily usage",
    params: clientParams,
    query: apiClientStatsQuerySchema,
    response: apiClientStatsSchema,
    need: REQUIRED,
  }),
} as const;

export const API_CLIENTS_PATH = apiClientsContract.list.path;
export const API_CLIENTS_OVERVIEW_PATH = apiClientsContract.overview.path;
export const apiClientPath = (id: number) => apiClientsContract.get.url({ client_id: id });
export const apiClientTogglePath = (id: number) => apiClientsContract.toggleStatus.url({ client_id: id });
export const apiClientStatsPath = (id: number, days: number) => apiClientsContract.stats.url({ client_id: id }, { days });

/** True for every key of this feature, to revalidate lists, overview and stats after a change. */
export const isApiClientsKey = (key: unknown): boolean => typeof key === "string" && key.startsWith(API_CLIENTS_PATH.slice(0, -1));
