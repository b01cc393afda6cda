// One normalisation for every slug, the panel's previews and the backend's alike: a name in another
// script is written in Latin letters first (latin-letters.ts), so the server derives the slug the admin saw.
import { toLatinLetters } from "./latin-letters";

/** Latin letters, lowercase, accents removed, only a-z 0-9 and single hyphens, no hyphen at either end. */
export function normalizeSlugPart(text: string): string {
  return toLatinLetters(text)
    .replace(/[^a-z0-9 -]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
}
