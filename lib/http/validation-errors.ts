// FastAPI refuses a body with 422 and `detail: [{ loc: ["body", "field", …], msg, type }]`: English
// texts, one per field. Forms show them as their own Spanish messages on the fields concerned.
import { ApiError } from "./api-error";

export type IssueKind = "required" | "invalid";

export interface FieldIssue {
  /** The field's path inside the body, dotted ("name", "market.countryCode"); "" for the body itself. */
  field: string;
  kind: IssueKind;
  /** The server's own words: a custom rule's message (type `value_error`), written for people. */
  ownWords?: string;
}

const LOCATIONS = new Set(["body", "query", "path", "header", "cookie", "form"]);
// pydantic 1 says "value_error.missing", pydantic 2 "missing".
const REQUIRED_TYPES = /(^|\.)missing$|none\.not_allowed$/;
// A custom validator's refusal is typed plain `value_error` (pydantic 1 and 2, and the embedded
// backend); pydantic 2 puts "Value error, " before the validator's text. Built-in checks have
// types of their own ("string_pattern_mismatch", "value_error.url.scheme") and generic English texts.
const OWN_WORDS_TYPE = "value_error";
const PYDANTIC_PREFIX = /^Value error,\s*/;

function issueOf(item: unknown): FieldIssue | null {
  if (!item || typeof item !== "object") return null;
  const { loc, type, msg } = item as { loc?: unknown; type?: unknown; msg?: unknown };
  if (!Array.isArray(loc)) return null;
  const path = loc.filter((part, index) => !(index === 0 && LOCATIONS.has(String(part)))).map(String);
  const issue: FieldIssue = { field: path.join("."), kind: typeof type === "string" && REQUIRED_TYPES.test(type) ? "required" : "invalid" };
  const words = type === OWN_WORDS_TYPE && typeof msg === "string" ? msg.replace(PYDANTIC_PREFIX, "").trim() : "";
  return words ? { ...issue, ownWords: words } : issue;
}

/** The field issues of a 422 validation list; [] for any other error. */
export function validationIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  if (!Array.isArray(detail)) return [];
  return detail.map(issueOf).filter((issue): issue is FieldIssue => issue !== null);
}

/**
 * The text (or text key) a form shows for each kind of issue on one of its fields. `serverWords`:
 * the field has rules of the server's own whose reasons the form cannot know (which marketplace, which
 * repository), so a custom rule's message is shown as the server wrote it.
 */
export type FieldTexts<K extends string> = Partial<Record<IssueKind, K>> & { serverWords?: boolean };

export interface ServerFieldError<F extends string, K extends string> {
  field: F;
  /** The form's text (or text key) for the issue. */
  message: K;
  /** The server's own words, shown instead of `message` on a field that takes them. */
  serverText?: string;
}

/**
 * One message per form field the server refused: the form's own text for that field and kind, or
 * its fallback for the kind. Issues on fields the form does not show are left out (the caller then
 * shows its general error). The first issue of a field wins.
 */
export function serverFieldErrors<F extends string, K extends string>(
  error: unknown,
  fields: Partial<Record<F, FieldTexts<K>>>,
  fallback: Record<IssueKind, K>,
): ServerFieldError<F, K>[] {
  const found = new Map<F, ServerFieldError<F, K>>();
  for (const issue of validationIssues(error)) {
    const field = (issue.field.split(".")[0] ?? "") as F;
    if (!(field in fields) || found.has(field)) continue;
    const texts = fields[field];
    const message = texts?.[issue.kind] ?? fallback[issue.kind];
    const serverText = texts?.serverWords && issue.kind === "invalid" ? issue.ownWords : undefined;
    found.set(field, serverText ? { field, message, serverText } : { field, message });
  }
  return [...found.values()];
}

