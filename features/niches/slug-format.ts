// Pure: what a niche's slug may be (its site's address), as the backend checks it: lower-case letters,
// digits, and single hyphens or underscores between them. Upper case is read as lower case.
const SLUG_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

export function isNicheSlug(value: string): boolean {
  return SLUG_PATTERN.test(value.trim().toLowerCase());
}
