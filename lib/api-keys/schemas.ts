// Contract for the wrapper service: external API keys and forced regeneration (spec 02 §3, §7).
import { z } from "zod";

/** POST /wrapper/auth/api-keys body. */
export const apiKeyCreateSchema = z.object({
  name: z.string({ error: "Todos los campos son obligatorios" }).trim().min(1, { error: "Todos los campos son obligatorios" }).max(200),
  email: z.email({ error: "Email inválido" }),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

/** API key as returned by create and GET /wrapper/auth/api-keys/{key}. */
export const apiKeySchema = z.looseObject({
  key: z.string(),
  name: z.string().nullish(),
  email: z.string().nullish(),
  created_at: z.string().nullish(),
  is_active: z.boolean().optional(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** Header carrying the API key on POST /wrapper/api/force-generate. */
export const API_KEY_HEADER = "x-api-key";

/** POST /wrapper/api/force-generate body (the key goes in the X-API-Key header). */
export const forceGenerateRequestSchema = z.object({
  url: z.string().trim().min(1),
  affiliate_tag: z.string().trim().min(1),
  tone: z.string().trim().min(1),
  language: z.string().trim().min(1),
  marketplace_domain: z.string().trim().min(1),
});
export type ForceGenerateRequest = z.input<typeof forceGenerateRequestSchema>;

export const forceGenerateResponseSchema = z.looseObject({
  success: z.boolean(),
  product_id: z.number().nullish(),
  message: z.string().nullish(),
  status: z.string().nullish(),
});
export type ForceGenerateResponse = z.infer<typeof forceGenerateResponseSchema>;
