// Bulk import text → request lines: one URL or bare ASIN per line, trimmed, blanks dropped.
import type { BulkImportRequest } from "./request-schemas";
import { ASIN_PATTERN } from "./schemas";

export function parseBulkLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** Bare ASINs go upper case; anything else is sent as typed and the server judges it. */
export function bulkImportPayload(lines: readonly string[]): BulkImportRequest {
  return { products: lines.map((line) => ({ amazon_url: ASIN_PATTERN.test(line) ? line.toUpperCase() : line })) };
}
