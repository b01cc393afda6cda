// FastAPI answers { detail: "text" } or, for validation, { detail: [{ loc, msg, type }] }.
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;
  readonly body: unknown;

  constructor(status: number, detail: string | null, body: unknown = null, fallback = "Error") {
    super(detail ?? fallback);
    this.name = "ApiError";
    this.status = status;
    this.detail = detail;
    this.body = body;
  }
}

/**
 * The server's own text: a string `detail`. A 422 list is FastAPI's per-field report, in English:
 * it is not a text for the user (forms map it to their fields from `ApiError.body`), so it gives null
 * and every screen shows its own Spanish text instead.
 */
export function detailFromBody(body: unknown): string | null {
  if (!body || typeof body !== "object" || !("detail" in body)) return null;
  const detail = (body as { detail: unknown }).detail;
  return typeof detail === "string" ? detail || null : null;
}

/** The server's detail when there is one, else the screen's own default text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  return fallback;
}
