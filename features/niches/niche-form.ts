// The edit form's values and validation. Error messages are keys of niches.form.errors.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { isAffiliateTag } from "./affiliate-tag";
import { NAME_MAX_LENGTH, NICHE_DESCRIPTION_MAX_LENGTH } from "@/lib/zod/text-limits";
import type { NicheUpdate } from "./request-schemas";
import type { NicheSecretField, NicheView } from "./secrets";
import { GOOGLE_ERROR_KEYS, validateGoogleField, type GoogleField } from "./google-validators";

export const GOOGLE_FIELDS = [
  "ga_id",
  "gtm_id",
  "google_ads_id",
  "google_tag_id",
  "adsense_client_id",
  "gsc_verification_id",
] as const satisfies readonly GoogleField[];

const text = z.string();

function googleField(field: GoogleField) {
  return text.check(z.refine((v) => validateGoogleField(field, v) === null, { error: GOOGLE_ERROR_KEYS[field] }));
}

export const nicheFormSchema = z.object({
  name: text.check(
    z.refine((v) => v.trim() !== "", { error: "required", abort: true }),
    z.refine((v) => v.trim().length <= NAME_MAX_LENGTH, { error: "nameTooLong" }),
  ),
  affiliate_tag: text.check(
    z.refine((v) => v.trim() !== "", { error: "required", abort: true }),
    z.refine(isAffiliateTag, { error: "affiliateTagFormat" }),
  ),
  slug: text,
  description: text.check(
    z.refine((v) => v.trim().length <= NICHE_DESCRIPTION_MAX_LENGTH, { error: "descriptionTooLong" }),
  ),
  keywords: text,
  is_active: z.boolean(),
  external_api_key: text,
  default_tone: text,
  ga_id: googleField("ga_id"),
  gtm_id: googleField("gtm_id"),
  google_ads_id: googleField("google_ads_id"),
  google_tag_id: googleField("google_tag_id"),
  adsense_client_id: googleField("adsense_client_id"),
  gsc_verification_id: googleField("gsc_verification_id"),
  client_id: text,
  client_secret: text,
  mercado: text,
});
export type NicheFormValues = z.infer<typeof nicheFormSchema>;

/** Keys of niches.form.errors for each field the server may refuse; others use the server fallbacks. */
export const NICHE_SERVER_FIELD_TEXTS = {
  name: { required: "required" },
  affiliate_tag: { required: "required", invalid: "affiliateTagFormat" },
  slug: {},
  description: {},
  keywords: {},
  external_api_key: {},
  default_tone: {},
  client_id: {},
  client_secret: {},
  mercado: {},
  ...Object.fromEntries(GOOGLE_FIELDS.map((field) => [field, { invalid: GOOGLE_ERROR_KEYS[field] }])),
} as Partial<Record<keyof NicheFormValues, { required?: string; invalid?: string }>>;

export const SERVER_FIELD_FALLBACK = { required: "serverRequired", invalid: "serverInvalid" } as const;

/**
 * Form values from a loaded niche (nulls become empty fields). Its credentials start empty: the form
 * reads them only when the user asks to see them.
 */
export function nicheToFormValues(niche: NicheView): NicheFormValues {
  const s = (v: string | null | undefined) => v ?? "";
  return {
    name: niche.name,
    affiliate_tag: s(niche.affiliate_tag),
    slug: niche.slug,
    description: s(niche.description),
    keywords: s(niche.keywords),
    is_active: niche.is_active,
    external_api_key: "",
    default_tone: s(niche.default_tone),
    ga_id: s(niche.ga_id),
    gtm_id: s(niche.gtm_id),
    google_ads_id: s(niche.google_ads_id),
    google_tag_id: s(niche.google_tag_id),
    adsense_client_id: s(niche.adsense_client_id),
    gsc_verification_id: s(niche.gsc_verification_id),
    client_id: s(niche.client_id),
    client_secret: "",
    mercado: s(niche.mercado),
  };
}

/**
 * PUT body: trimmed text, empty optional fields cleared (sent as null). `keep` names stored credentials
 * the user neither read nor typed: they are left out, so the saved ones stay.
 */
export function formValuesToUpdate(values: NicheFormValues, keep: readonly NicheSecretField[] = []): NicheUpdate {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    out[key] = typeof value === "string" ? (value.trim() === "" ? null : value.trim()) : value;
  }
  // An empty slug keeps the stored one rather than failing.
  if (out.slug === null) delete out.slug;
  for (const field of keep) delete out[field];
  return out as NicheUpdate;
}
