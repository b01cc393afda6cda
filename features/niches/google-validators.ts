// Pure: Google field formats. Values are trimmed; empty means "not set" and is valid.
import { GOOGLE_ID_PATTERNS } from "./schemas";

export type GoogleField = keyof typeof GOOGLE_ID_PATTERNS;

/** Message key (namespace niches.form.errors) shown for each invalid format. */
export const GOOGLE_ERROR_KEYS: Record<GoogleField, string> = {
  ga_id: "invalidFormat",
  gtm_id: "invalidGtm",
  adsense_client_id: "invalidFormat",
  google_ads_id: "invalidAds",
  google_tag_id: "invalidUa",
  gsc_verification_id: "invalidGsc",
};

/** null when valid, else the message key of the field's error. */
export function validateGoogleField(field: GoogleField, value: string | null | undefined): string | null {
  const text = (value ?? "").trim();
  if (!text) return null;
  return GOOGLE_ID_PATTERNS[field].test(text) ? null : GOOGLE_ERROR_KEYS[field];
}
