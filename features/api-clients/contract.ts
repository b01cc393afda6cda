// The API client calls.
import * as z from "zod/mini";
import { endpoint, optional, REQUIRED } from "@/lib/contract/endpoint";
import { messageAnswerSchema } from "@/lib/contract/answers";
import {
  apiClientCreatedSchema,
  apiClientCreateSchema,
  apiClientListQuerySchema,
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
    summary: "API client list; optional `q`, `sort` and an `X-Total-Count` on a page",
    query: apiClientListQuerySchema,
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
  rotateSecret: endpoint("apiClients.rotateSecret", {
    method: "POST",
    path: "/api/v1/admin/api-clients/{client_id}/rotate-secret",
    summary: "A new `client_secret` for a client (shown once); the old one stops working at once",
    params: clientParams,
    response: apiClientCreatedSchema,
    need: optional(
      "A niche's \"Generar uno nuevo\" offers to create a new client instead; the niche is saved with it and the old client is deleted.",
    ),
  }),
} as const;
