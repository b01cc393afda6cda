// Pure: Google field formats. Values are trimmed; empty means "not set" and is valid.

/** Google field formats (checked after trimming; empty means absent). */
export const GOOGLE_ID_PATTERNS = {
  ga_id: /^G-[A-Z0-9]{10}$/,
  gtm_id: /^GTM-[A-Z0-9]{7}$/,
  adsense_client_id: /^ca-pub-\d{16}$/,
  google_ads_id: /^AW-\d{10}$/,
  google_tag_id: /^UA-\d{8}-\d+$/,
  gsc_verification_id: /^google-site-verification=/,
} as const;

export type GoogleField = keyof typeof GOOGLE_ID_PATTERNS;

export const GOOGLE_FIELDS = [
  "ga_id",
  "gtm_id",
  "google_ads_id",
  "google_tag_id",
  "adsense_client_id",
  "gsc_verification_id",
] as const satisfies readonly GoogleField[];

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
