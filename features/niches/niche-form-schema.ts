// The edit form's rules. Error messages are keys of niches.form.errors.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { isAffiliateTag } from "./affiliate-tag";
import { isNicheSlug } from "./slug-format";
import { NAME_MAX_LENGTH, NICHE_DESCRIPTION_MAX_LENGTH } from "@/lib/zod/text-limits";
import { GOOGLE_ERROR_KEYS, validateGoogleField, type GoogleField } from "./google-validators";

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
  // Empty keeps the stored slug (formValuesToUpdate leaves it out).
  slug: text.check(z.refine((v) => v.trim() === "" || isNicheSlug(v), { error: "slugFormat" })),
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
