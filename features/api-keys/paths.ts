// The api-keys calls' paths, spelled only here: contract.ts builds its endpoints from them, and keys,
// links and realtime handlers import them without loading any schema.
import { fillUrl } from "@/lib/contract/path-template";

export const apiKeysPathTemplates = {
  create: "/wrapper/auth/api-keys",
  get: "/wrapper/auth/api-keys/{key}",
  remove: "/wrapper/auth/api-keys/{key}",
  forceGenerate: "/wrapper/api/force-generate",
} as const;

export const API_KEYS_PATH = apiKeysPathTemplates.create;
export const apiKeyPath = (key: string) => fillUrl(apiKeysPathTemplates.get, { key });
export const FORCE_GENERATE_PATH = apiKeysPathTemplates.forceGenerate;
