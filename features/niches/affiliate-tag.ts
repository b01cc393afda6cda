// Amazon's tracking ids: lowercase letters, digits and hyphens, ending in the marketplace's
// two-digit suffix ("cafeteras-21"). Anything else earns no commission, so forms and the
// backend refuse it.
export const AFFILIATE_TAG_MAX_LENGTH = 128;
export const AFFILIATE_TAG_PATTERN = /^[a-z0-9][a-z0-9-]{0,124}-\d{2}$/;

/** Spanish, for the backend's 422 (the panel shows its own catalogue text). */
export const AFFILIATE_TAG_FORMAT_ERROR =
  "El affiliate tag solo admite minúsculas, números y guiones, y termina en un sufijo de dos cifras como -21";

/** Whether a tag, as typed (surrounding spaces are trimmed on save), has Amazon's format. */
export function isAffiliateTag(value: string): boolean {
  return AFFILIATE_TAG_PATTERN.test(value.trim());
}
