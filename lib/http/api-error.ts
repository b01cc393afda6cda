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

export function detailFromBody(body: unknown): string | null {
  if (!body || typeof body !== "object" || !("detail" in body)) return null;
  const detail = (body as { detail: unknown }).detail;
  if (typeof detail === "string") return detail || null;
  if (Array.isArray(detail)) {
    const messages = detail
      .map((item) => {
        if (!item || typeof item !== "object") return null;
        const { msg, loc } = item as { msg?: unknown; loc?: unknown };
        if (typeof msg !== "string") return null;
        const field = Array.isArray(loc) ? loc.filter((part) => part !== "body").join(".") : "";
        return field ? `${field}: ${msg}` : msg;
      })
      .filter((message): message is string => Boolean(message));
    return messages.length ? messages.join("; ") : null;
  }
  return null;
}

/**
 * The server's detail when there is one, else the screen's own default text. A 422 list is FastAPI's
 * English per-field report: forms show it on their fields, and the rest reads as the default text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const validationList = error instanceof ApiError && error.status === 422 && Array.isArray((error.body as { detail?: unknown } | null)?.detail);
  if (error instanceof ApiError && error.detail && !validationList) return error.detail;
  return fallback;
}
