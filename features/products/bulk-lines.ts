// Bulk import text → request lines: one URL or bare ASIN per line, trimmed, blanks dropped.
import { asinText, productLink, productUrlProblem, type ProductUrlProblem } from "@/lib/markets/product-url";
import type { BulkImportRequest } from "./request-schemas";

export function parseBulkLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/**
 * Bare ASINs go as Amazon writes them (the backend makes them the niche marketplace's pages), mobile
 * links as the desktop ones; the rest as typed, for the backend to refuse with its reason.
 */
export function bulkImportPayload(lines: readonly string[]): BulkImportRequest {
  return { products: lines.map((line) => ({ amazon_url: asinText(line) ?? productLink(line).url ?? line })) };
}

/** A line that cannot become one of the niche's products; `line` counts from 1 in the text as typed. */
export interface ProblemLine {
  line: number;
  text: string;
  problem: ProductUrlProblem;
}

export interface BulkLinesCheck {
  /** ASINs, and links to product pages of the niche's marketplace (of any, when the niche has none). */
  valid: number;
  /** Every other line, with its reason: refused before sending. */
  problems: ProblemLine[];
}

export function checkBulkLines(text: string, nicheDomain: string | null | undefined): BulkLinesCheck {
  const check: BulkLinesCheck = { valid: 0, problems: [] };
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === "") return;
    const problem = productUrlProblem(line, nicheDomain);
    if (problem) check.problems.push({ line: index + 1, text: line, problem });
    else check.valid += 1;
  });
  return check;
}

/** The text without its problem lines (nor blank ones): what the user keeps after removing them. */
export function withoutProblemLines(text: string, nicheDomain: string | null | undefined): string {
  const refused = new Set(checkBulkLines(text, nicheDomain).problems.map((p) => p.line));
  return text
    .split(/\r?\n/)
    .filter((raw, index) => raw.trim() !== "" && !refused.has(index + 1))
    .map((raw) => raw.trim())
    .join("\n");
}
