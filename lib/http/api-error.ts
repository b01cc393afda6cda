// FastAPI answers { detail: "text" } or, for validation, { detail: [{ loc, msg, type }] }.
import { spanishDetail } from "./spanish-detail";

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

/** A 404: asking again cannot help. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Statuses that say the server cannot serve now, whatever was asked: its proxy got no answer (502, 504) or it is down (503). */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/**
 * An outage: no answer reached the browser (status 0) or the server is unavailable. It tells nothing
 * about the request (a sign-in is not refused, a record not missing), and asking again later may help.
 */
export function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || UNAVAILABLE_STATUSES.has(error.status));
}

export interface ErrorTextOptions {
  /** Texts a screen gives certain statuses (a 409 refusal, a 403): they win over the server's detail. */
  byStatus?: Partial<Record<number, string>>;
  /**
   * What stands in for a missing server detail: "fallback" (the screen's text, the default); "thrown"
   * (a failure that is not an answer, e.g. a broken network, says its own message; an answer without
   * detail still gets the fallback); "always" (the error's own message whenever there is one).
   */
  cause?: "fallback" | "thrown" | "always";
}

/** The one way a failed call becomes a text for the user: status text, server detail (if Spanish), cause, fallback. */
export function errorMessage(error: unknown, fallback: string, options: ErrorTextOptions = {}): string {
  const { byStatus, cause = "fallback" } = options;
  if (error instanceof ApiError) {
    // The server's words only in Spanish: an English detail gives way to the screen's text.
    const text = byStatus?.[error.status] ?? spanishDetail(error.detail);
    if (text) return text;
    // The message is the detail when there is one: an English one is not said either.
    return cause === "always" && error.detail === null && error.message ? error.message : fallback;
  }
  if (cause !== "fallback" && error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
