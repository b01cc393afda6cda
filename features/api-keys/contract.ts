// The wrapper's calls (API keys, forced regeneration): built from the paths in paths.ts. The
// panel forwards `/wrapper/...` to the wrapper's own upstream.
import * as z from "zod/mini";
import { endpoint, REQUIRED } from "@/lib/contract/endpoint";
import { apiKeysPathTemplates } from "./paths";
import { messageAnswerSchema } from "@/lib/contract/answers";
import { API_KEY_HEADER, apiKeyCreateSchema, apiKeySchema, forceGenerateRequestSchema, forceGenerateResponseSchema } from "./schemas";

const keyParams = z.object({ key: z.string() });

export const apiKeysContract = {
  create: endpoint("apiKeys.create", {
    method: "POST",
    path: apiKeysPathTemplates.create,
    summary: "New API key: `key`",
    body: apiKeyCreateSchema,
    response: apiKeySchema,
    status: 201,
    need: REQUIRED,
  }),
  get: endpoint("apiKeys.get", {
    method: "GET",
    path: apiKeysPathTemplates.get,
    summary: "One API key",
    params: keyParams,
    response: apiKeySchema,
    need: REQUIRED,
  }),
  remove: endpoint("apiKeys.remove", {
    method: "DELETE",
    path: apiKeysPathTemplates.remove,
    summary: "Delete an API key",
    params: keyParams,
    response: messageAnswerSchema,
    need: REQUIRED,
  }),
  forceGenerate: endpoint("apiKeys.forceGenerate", {
    method: "POST",
    path: apiKeysPathTemplates.forceGenerate,
    summary: "Forced regeneration, with the niche's key in `X-API-Key` instead of the session",
    body: forceGenerateRequestSchema,
    response: forceGenerateResponseSchema,
    headers: [API_KEY_HEADER],
    need: REQUIRED,
  }),
} as const;
