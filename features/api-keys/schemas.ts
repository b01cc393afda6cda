// Contract for the wrapper service: external API keys and forced regeneration.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { TONES } from "@/features/niches/schemas";
import { markets } from "@/lib/markets/markets";
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

const MARKETPLACE_DOMAINS = [...new Set(markets.map((market) => market.dominio))] as [string, ...string[]];
const MARKET_LANGUAGES = [...new Set(markets.map((market) => market.lang))] as [string, ...string[]];

/** Trimmed and lower-cased, then one of `values`: "Casual " is "casual". */
const oneOf = (values: readonly [string, ...string[]], error: string, ...normalize: z.core.$ZodCheck<string>[]) =>
  z.pipe(z.string().check(z.trim(), z.toLowerCase(), ...normalize), z.enum(values, { error }));

/**
 * POST /wrapper/api/force-generate body (the key goes in the X-API-Key header). Tone, language and
 * marketplace are written into the generated article, which the panel renders: each must be one of
 * the panel's own values, never arbitrary text.
 */
export const forceGenerateRequestSchema = z.object({
  url: z.string().check(z.trim(), z.minLength(1)),
  affiliate_tag: z.string().check(z.trim(), z.minLength(1)),
  tone: oneOf(TONES, `El tono debe ser uno de: ${TONES.join(", ")}`),
  language: oneOf(MARKET_LANGUAGES, `El idioma debe ser el de un marketplace de Amazon: ${MARKET_LANGUAGES.join(", ")}`),
  // A host name, as the niche's market names it ("amazon.es"); "www." is tolerated.
  marketplace_domain: oneOf(
    MARKETPLACE_DOMAINS,
    "Debe ser el dominio de un marketplace de Amazon (amazon.es, amazon.com…)",
    z.overwrite((domain) => domain.replace(/^www\./, "")),
  ),
});
export type ForceGenerateRequest = z.input<typeof forceGenerateRequestSchema>;

export const forceGenerateResponseSchema = z.looseObject({
  success: z.boolean(),
  product_id: z.nullish(z.number()),
  message: z.nullish(z.string()),
  status: z.nullish(z.string()),
});
export type ForceGenerateResponse = z.infer<typeof forceGenerateResponseSchema>;
