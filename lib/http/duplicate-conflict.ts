// A refused duplicate (409, or a 400 that says so) and the field it names. The server's own text
// may be English (FastAPI) or name another entity: screens show their entity's Spanish text instead.
import { ApiError } from "./api-error";

export type DuplicateField = "name" | "slug" | "record";
export type DuplicateEntity = "niche" | "template" | "product";

const SAYS_DUPLICATE = /ya existe|already exists|duplicad|duplicate/;

export function duplicateField(error: unknown): DuplicateField | null {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 400)) return null;
  const text = (error.detail ?? "").toLowerCase();
  // A 409 is a conflict by definition; a 400 counts only when it says it refuses a duplicate.
  if (error.status === 400 && !SAYS_DUPLICATE.test(text)) return null;
  // Slug first: the slug is derived from the name, so a text naming both is about the slug.
  if (/\bslug\b/.test(text)) return "slug";
  if (/\b(nombre|name)\b/.test(text)) return "name";
  return SAYS_DUPLICATE.test(text) ? "record" : null;
}

/** The key, under `duplicates`, of the text that names the entity and the field. */
export function duplicateTextKey(entity: DuplicateEntity, field: DuplicateField): `${DuplicateEntity}.${DuplicateField}` {
  return `${entity}.${field}`;
}
