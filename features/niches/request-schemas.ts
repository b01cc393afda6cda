// Contract of the niche create and update bodies, validated by the backend.
import * as z from "zod/mini";
import { preprocess } from "@/lib/zod/preprocess";
import { expectedUpdatedAt } from "@/lib/zod/expected-updated-at";
import { AFFILIATE_TAG_FORMAT_ERROR, AFFILIATE_TAG_PATTERN } from "./affiliate-tag";
import { NAME_MAX_LENGTH, NICHE_DESCRIPTION_MAX_LENGTH } from "@/lib/zod/text-limits";
import { GOOGLE_ID_PATTERNS, jsonText } from "./schemas";

const blankAsNull = (v: unknown) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v);

/** Optional trimmed text; empty strings become null. */
const optionalText = preprocess(blankAsNull, z.nullish(z.string()));

const nameTooLong = `El nombre no puede superar los ${NAME_MAX_LENGTH} caracteres`;
const nameChecks = [
  z.trim(),
  z.minLength(1, { error: "El nombre es obligatorio" }),
  z.maxLength(NAME_MAX_LENGTH, { error: nameTooLong }),
] as const;

function googleId(pattern: RegExp, message: string) {
  return preprocess(blankAsNull, z.nullish(z.string().check(z.regex(pattern, { error: message }))));
}

/** Trimmed, required, and in Amazon's tracking-id format. */
function affiliateTag(text: z.ZodMiniString) {
  return text.check(
    z.trim(),
    // An empty tag is only missing: its format is not worth a second message.
    z.minLength(1, { error: "El affiliate tag es obligatorio", abort: true }),
    z.regex(AFFILIATE_TAG_PATTERN, { error: AFFILIATE_TAG_FORMAT_ERROR }),
  );
}

const nicheEditableFields = {
  slug: optionalText,
  description: preprocess(
    blankAsNull,
    z.nullish(
      z.string().check(
        z.maxLength(NICHE_DESCRIPTION_MAX_LENGTH, {
          error: `La descripción no puede superar los ${NICHE_DESCRIPTION_MAX_LENGTH} caracteres`,
        }),
      ),
    ),
  ),
  keywords: optionalText,
  is_active: z.optional(z.boolean()),
  external_api_key: optionalText,
  google_tag_id: googleId(GOOGLE_ID_PATTERNS.google_tag_id, "Formato inválido (UA-XXXXXXXX-X)"),
  ga_id: googleId(GOOGLE_ID_PATTERNS.ga_id, "Formato inválido"),
  gtm_id: googleId(GOOGLE_ID_PATTERNS.gtm_id, "Formato inválido (GTM-XXXXXXX)"),
  google_ads_id: googleId(GOOGLE_ID_PATTERNS.google_ads_id, "Formato inválido (AW-XXXXXXXXXX)"),
  adsense_client_id: googleId(GOOGLE_ID_PATTERNS.adsense_client_id, "Formato inválido"),
  gsc_verification_id: googleId(
    GOOGLE_ID_PATTERNS.gsc_verification_id,
    'Debe comenzar con "google-site-verification="',
  ),
  default_tone: optionalText,
  client_id: optionalText,
  client_secret: optionalText,
  mercado: optionalText,
  vercel_data: jsonText,
  website_content_generated: jsonText,
};

/** POST /v1/niches/ body. Slug is derived from the name when absent. */
export const nicheCreateSchema = z.object({
  name: z.string({ error: "El nombre es obligatorio" }).check(...nameChecks),
  affiliate_tag: affiliateTag(z.string({ error: "El affiliate tag es obligatorio" })),
  ...nicheEditableFields,
});
export type NicheCreate = z.input<typeof nicheCreateSchema>;

/** PUT /v1/niches/{id} body: partial, only sent fields change (toggling sends only is_active). */
export const nicheUpdateSchema = z.object({
  name: z.optional(z.string().check(...nameChecks)),
  affiliate_tag: z.optional(affiliateTag(z.string())),
  ...nicheEditableFields,
  expected_updated_at: expectedUpdatedAt("niche"),
});
export type NicheUpdate = z.input<typeof nicheUpdateSchema>;
