// The bulk import box's rules with the dialog's texts.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { BULK_IMPORT_MAX } from "./schemas";
import { checkBulkLines, parseBulkLines } from "./bulk-lines";

export interface BulkImportTexts {
  required: string;
  noneValid: string;
  tooMany: string;
  problemsRefused: string;
}

/** `marketDomain` is the niche's marketplace: links to another one are refused before sending. */
export function bulkImportSchema(texts: BulkImportTexts, marketDomain: string | undefined) {
  return z.object({
    text: z
      .string()
      .check(
        z.minLength(1, { error: texts.required, abort: true }),
        z.refine((text) => parseBulkLines(text).length > 0, { error: texts.noneValid, abort: true }),
        z.refine((text) => checkBulkLines(text, marketDomain).problems.length === 0, { error: texts.problemsRefused, abort: true }),
        z.refine((text) => parseBulkLines(text).length <= BULK_IMPORT_MAX, { error: texts.tooMany }),
      ),
  });
}
