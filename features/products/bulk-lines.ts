// Bulk import text → request lines: one URL or bare ASIN per line, trimmed, blanks dropped.
import { otherMarketplace } from "@/lib/markets/marketplace";
import type { BulkImportRequest } from "./request-schemas";
import { ASIN_PATTERN, isAmazonUrl } from "./schemas";

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

/** A line whose link goes to another marketplace than the niche's; `line` counts from 1 in the text as typed. */
export interface ForeignLine {
  line: number;
  text: string;
  domain: string;
}

export interface BulkLinesCheck {
  /** Amazon links of the niche's marketplace (or of any, when the niche has none) and bare ASINs. */
  valid: number;
  /** Lines that are neither an Amazon link nor an ASIN: sent anyway, the server says why each fails. */
  invalid: number;
  /** Links to another marketplace: refused before sending. */
  foreign: ForeignLine[];
}

export function checkBulkLines(text: string, nicheDomain: string | null | undefined): BulkLinesCheck {
  const check: BulkLinesCheck = { valid: 0, invalid: 0, foreign: [] };
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === "") return;
    if (ASIN_PATTERN.test(line)) check.valid += 1;
    else if (!isAmazonUrl(line)) check.invalid += 1;
    else {
      const domain = otherMarketplace(line, nicheDomain);
      if (domain) check.foreign.push({ line: index + 1, text: line, domain });
      else check.valid += 1;
    }
  });
  return check;
}
