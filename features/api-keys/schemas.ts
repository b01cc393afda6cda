// Contract for the wrapper service: external API keys and forced regeneration.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { absent } from "@/lib/zod/received";
import { CREDENTIAL_NAME_MAX_LENGTH } from "@/lib/zod/text-limits";

/** POST /wrapper/auth/api-keys body. */
export const apiKeyCreateSchema = z.object({
  name: z
    .string({ error: "Todos los campos son obligatorios" })
    .check(
      z.trim(),
      z.minLength(1, { error: "Todos los campos son obligatorios" }),
      z.maxLength(CREDENTIAL_NAME_MAX_LENGTH, { error: `El nombre no puede superar los ${CREDENTIAL_NAME_MAX_LENGTH} caracteres` }),
    ),
  email: z.email({ error: "Email inválido" }),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

/** API key as returned by create and GET /wrapper/auth/api-keys/{key}. */
export const apiKeySchema = z.looseObject({
  key: z.string(),
  name: z.nullish(z.string()),
  email: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
  is_active: absent(z.boolean()),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** Header carrying the API key on POST /wrapper/api/force-generate. */
export const API_KEY_HEADER = "x-api-key";

/** POST /wrapper/api/force-generate body (the key goes in the X-API-Key header). */
export const forceGenerateRequestSchema = z.object({
  url: z.string().check(z.trim(), z.minLength(1)),
  affiliate_tag: z.string().check(z.trim(), z.minLength(1)),
  tone: z.string().check(z.trim(), z.minLength(1)),
  language: z.string().check(z.trim(), z.minLength(1)),
  marketplace_domain: z.string().check(z.trim(), z.minLength(1)),
});
export type ForceGenerateRequest = z.input<typeof forceGenerateRequestSchema>;

export const forceGenerateResponseSchema = z.looseObject({
  success: z.boolean(),
  product_id: z.nullish(z.number()),
  message: z.nullish(z.string()),
  status: z.nullish(z.string()),
});
export type ForceGenerateResponse = z.infer<typeof forceGenerateResponseSchema>;
