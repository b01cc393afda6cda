// POST /api/v1/admin/api-clients/ (spec 01 §7, spec 02 §7). The only answer that carries client_secret.
import { apiRequest } from "@/lib/http/client";
import { apiClientCreatedSchema, type ApiClientCreate, type ApiClientCreated } from "./schemas";

export const API_CLIENTS_PATH = "/api/v1/admin/api-clients/";

export function createApiClient(body: ApiClientCreate): Promise<ApiClientCreated> {
  return apiRequest(API_CLIENTS_PATH, apiClientCreatedSchema, { method: "POST", body });
}
