// The wrapper's calls (API keys, forced regeneration): the panel forwards `/wrapper/...` to the
// wrapper's own upstream.
import * as z from "zod/mini";
import { endpoint, REQUIRED } from "@/lib/contract/endpoint";
import { messageAnswerSchema } from "@/lib/contract/answers";
import { API_KEY_HEADER, apiKeyCreateSchema, apiKeySchema, forceGenerateRequestSchema, forceGenerateResponseSchema } from "./schemas";

const keyParams = z.object({ key: z.string() });

export const apiKeysContract = {
  create: endpoint("apiKeys.create", {
    method: "POST",
    path: "/wrapper/auth/api-keys",
    summary: "New API key: `key`",
    body: apiKeyCreateSchema,
    response: apiKeySchema,
    status: 201,
    need: REQUIRED,
  }),
  get: endpoint("apiKeys.get", {
    method: "GET",
    path: "/wrapper/auth/api-keys/{key}",
    summary: "One API key",
    params: keyParams,
    response: apiKeySchema,
    need: REQUIRED,
  }),
  remove: endpoint("apiKeys.remove", {
    method: "DELETE",
    path: "/wrapper/auth/api-keys/{key}",
    summary: "Delete an API key",
    params: keyParams,
    response: messageAnswerSchema,
    need: REQUIRED,
  }),
  forceGenerate: endpoint("apiKeys.forceGenerate", {
    method: "POST",
    path: "/wrapper/api/force-generate",
    summary: "Forced regeneration, with the niche's key in `X-API-Key` instead of the session",
    body: forceGenerateRequestSchema,
    response: forceGenerateResponseSchema,
    headers: [API_KEY_HEADER],
    need: REQUIRED,
  }),
} as const;
