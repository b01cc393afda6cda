// POST /v1/admin/api-clients/: the answer carries client_id and, only this once, client_secret.
import { apiRequest } from "@/lib/browser-data/client";
import { API_CLIENTS_PATH } from "./paths";
import { apiClientCreatedSchema, apiClientCreateSchema, type ApiClientCreate, type ApiClientCreated } from "./schemas";

export function createApiClient(body: ApiClientCreate): Promise<ApiClientCreated> {
  return apiRequest(API_CLIENTS_PATH, apiClientCreatedSchema, { method: "POST", body: apiClientCreateSchema.parse(body) });
}
