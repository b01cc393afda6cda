// The edit form's values: from a niche, and the body sent. Its rules are in niche-form-schema.ts.
// Error messages are keys of niches.form.errors.
import type * as z from "zod/mini";
import type { nicheFormSchema } from "./niche-form-schema";
import type { NicheUpdate } from "./request-schemas";
import type { NicheSecretField, NicheView } from "./secrets";
import { GOOGLE_ERROR_KEYS, GOOGLE_FIELDS } from "./google-validators";

export { GOOGLE_FIELDS };

export type NicheFormValues = z.infer<typeof nicheFormSchema>;

/** Keys of niches.form.errors for each field the server may refuse; others use the server fallbacks. */
export const NICHE_SERVER_FIELD_TEXTS = {
  name: { required: "required" },
  affiliate_tag: { required: "required", invalid: "affiliateTagFormat" },
  slug: { invalid: "slugFormat" },
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

/**
 * What an edit changes: the fields of `update` that differ from the loaded niche's, so a save never
 * writes back values it did not touch (another tab may have changed them). `unknown` names stored
 * credentials the form never read: those are sent exactly as `update` holds them (the form decides).
 */
export function changedFields(update: NicheUpdate, loaded: NicheFormValues, unknown: readonly NicheSecretField[]): NicheUpdate {
  const before: Record<string, unknown> = formValuesToUpdate(loaded, unknown);
  return Object.fromEntries(Object.entries(update).filter(([key, value]) => !(key in before) || before[key] !== value)) as NicheUpdate;
}
