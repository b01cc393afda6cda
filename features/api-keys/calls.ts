// A niche's wrapper keys: made by the wizard and the edit form, revoked with the niche.
import { apiRequest } from "@/lib/browser-data/client";
import { call, send } from "@/lib/http/call";
import { apiKeysContract } from "./contract";
import { apiKeyCreateSchema, type ApiKey, type ApiKeyCreate } from "./schemas";

export function createApiKey(body: ApiKeyCreate): Promise<ApiKey> {
  return call(apiKeysContract.create, { body: apiKeyCreateSchema.parse(body) }, apiRequest);
}

/** `keepalive` lets the call finish while the page is being left. */
export function deleteApiKey(key: string, options: { keepalive?: boolean } = {}): Promise<void> {
  return send(apiKeysContract.remove, { params: { key }, init: options }, apiRequest);
}
