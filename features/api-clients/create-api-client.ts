// POST /v1/admin/api-clients/: the answer carries client_id and, only this once, client_secret.
import { apiRequest } from "@/lib/browser-data/client";
import { call } from "@/lib/http/call";
import { apiClientsContract } from "./contract";
import { apiClientCreateSchema, type ApiClientCreate, type ApiClientCreated } from "./schemas";

export function createApiClient(body: ApiClientCreate): Promise<ApiClientCreated> {
  return call(apiClientsContract.create, { body: apiClientCreateSchema.parse(body) }, apiRequest);
}
