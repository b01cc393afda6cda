// Maps a 409 on template save to a field error or an alert.
export type ConflictOutcome =
  | { kind: "field"; field: "name"; messageKey: "duplicateSlug" | "duplicateName" }
  | { kind: "alert"; detail: string | null };

/**
 * Slug conflicts land on the name field too: the slug is derived from the name, so that is
 * the only field the user can change to fix it.
 */
export function conflictOutcome(detail: string | null | undefined): ConflictOutcome {
  const text = (detail ?? "").toLowerCase();
  if (text.includes("slug")) return { kind: "field", field: "name", messageKey: "duplicateSlug" };
  if (text.includes("nombre")) return { kind: "field", field: "name", messageKey: "duplicateName" };
  return { kind: "alert", detail: detail?.trim() ? detail : null };
}
