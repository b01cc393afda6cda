// Pure: whether two niche slugs name the same niche. Events echo the slug as the worker spelled it
// (underscores for hyphens, sometimes padded or upper-cased), while the panel's slugs are lower
// case with hyphens, so both sides are read the same way before comparing.

function normalizeSlug(slug: string): string {
  return slug.trim().toLowerCase().replace(/_/g, "-");
}

export function sameSlug(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return normalizeSlug(a) === normalizeSlug(b);
}
