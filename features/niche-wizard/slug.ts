// Pure: the niche slug (market country code, a hyphen, then the normalised name).

/** Lowercase, accents removed, only a-z 0-9 and single hyphens, no hyphen at either end. */
export function normalizeSlugPart(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9 -]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Empty without a market or when nothing of the name survives normalisation. */
export function buildNicheSlug(countryCode: string | null | undefined, name: string): string {
  const code = normalizeSlugPart(countryCode ?? "");
  if (!code) return "";
  const base = normalizeSlugPart(name);
  return base ? `${code}-${base}` : "";
}
