// The version an edit started from, sent with an update so a save never silently undoes another one.
// Not a field of the record: an upstream that does not know it ignores it (the panel then compares on its own).
import * as z from "zod/mini";

/** The record's `updated_at` as the edit read it; null or absent: no check. */
export function expectedUpdatedAt(record: string) {
  return z.optional(
    z.nullable(
      z.iso.datetime({ offset: true, local: true }).check(
        z.describe(
          `The ${record}'s \`updated_at\` as the edit read it. When given and the ${record} was saved since, the update is refused with 409 and nothing changes.`,
        ),
      ),
    ),
  );
}
