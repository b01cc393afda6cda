// External API keys from the wrapper service (spec 01 §7 "External key and client creation").
import { apiRequest } from "@/lib/http/client";
import { apiKeySchema, type ApiKey, type ApiKeyCreate } from "./schemas";

export const API_KEYS_PATH = "/wrapper/auth/api-keys";

/** POST /wrapper/auth/api-keys {name, email}; the answer's `key` is the new key. */
export function createApiKey(body: ApiKeyCreate): Promise<ApiKey> {
  return apiRequest(API_KEYS_PATH, apiKeySchema, { method: "POST", body });
}
