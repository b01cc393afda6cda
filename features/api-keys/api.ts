// POST /wrapper/auth/api-keys (the answer's `key` is read) and DELETE of one key.
import { apiRequest, apiSend } from "@/lib/browser-data/client";
import { API_KEYS_PATH, apiKeyPath } from "./paths";
import { apiKeyCreateSchema, apiKeySchema, type ApiKey, type ApiKeyCreate } from "./schemas";

export { API_KEYS_PATH };

export function createApiKey(body: ApiKeyCreate): Promise<ApiKey> {
  return apiRequest(API_KEYS_PATH, apiKeySchema, { method: "POST", body: apiKeyCreateSchema.parse(body) });
}

/** `keepalive` lets the call finish while the page is being left. */
export async function deleteApiKey(key: string, options: { keepalive?: boolean } = {}): Promise<void> {
  await apiSend(apiKeyPath(key), { method: "DELETE", ...options });
}
