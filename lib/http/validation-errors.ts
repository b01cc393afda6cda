// FastAPI refuses a body with 422 and `detail: [{ loc: ["body", "field", …], msg, type }]`: English
// texts, one per field. Forms show them as their own Spanish messages on the fields concerned.
import { ApiError } from "./api-error";

export type IssueKind = "required" | "invalid";

export interface FieldIssue {
  /** The field's path inside the body, dotted ("name", "market.countryCode"); "" for the body itself. */
  field: string;
  kind: IssueKind;
}

const LOCATIONS = new Set(["body", "query", "path", "header", "cookie", "form"]);
// pydantic 1 says "value_error.missing", pydantic 2 "missing".
const REQUIRED_TYPES = /(^|\.)missing$|none\.not_allowed$/;

function issueOf(item: unknown): FieldIssue | null {
  if (!item || typeof item !== "object") return null;
  const { loc, type } = item as { loc?: unknown; type?: unknown };
  if (!Array.isArray(loc)) return null;
  const path = loc.filter((part, index) => !(index === 0 && LOCATIONS.has(String(part)))).map(String);
  return { field: path.join("."), kind: typeof type === "string" && REQUIRED_TYPES.test(type) ? "required" : "invalid" };
}

/** The field issues of a 422 validation list; [] for any other error. */
export function validationIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  if (!Array.isArray(detail)) return [];
  return detail.map(issueOf).filter((issue): issue is FieldIssue => issue !== null);
}

/** The text (or text key) a form shows for each kind of issue on one of its fields. */
export type FieldTexts<K extends string> = Partial<Record<IssueKind, K>>;

/**
 * One message per form field the server refused: the form's own text for that field and kind, or
 * its fallback for the kind. Issues on fields the form does not show are left out (the caller then
 * shows its general error). The first issue of a field wins.
 */
export function serverFieldErrors<F extends string, K extends string>(
  error: unknown,
  fields: Partial<Record<F, FieldTexts<K>>>,
  fallback: Record<IssueKind, K>,
): { field: F; message: K }[] {
  const found = new Map<F, K>();
  for (const issue of validationIssues(error)) {
    const field = (issue.field.split(".")[0] ?? "") as F;
    if (!(field in fields) || found.has(field)) continue;
    found.set(field, fields[field]?.[issue.kind] ?? fallback[issue.kind]);
  }
  return [...found].map(([field, message]) => ({ field, message }));
}

