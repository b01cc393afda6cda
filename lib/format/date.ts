// Dates in the Spanish (Spain) locale, as the spec asks everywhere.
const LOCALE = "es-ES";
const TIME_ZONE = "Europe/Madrid";

// Built once: creating an Intl.DateTimeFormat per call showed up when rendering long lists.
const LONG_DATE_TIME = new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});
const SHORT_DATE = new Intl.DateTimeFormat(LOCALE, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: TIME_ZONE });
const SHORT_DATE_TIME = new Intl.DateTimeFormat(LOCALE, {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});

const MONTH = new Intl.DateTimeFormat(LOCALE, { month: "long", year: "numeric", timeZone: "UTC" });

/** A "YYYY-MM" month as words: "diciembre de 2026"; the text itself when it is no such month. */
export function formatMonth(month: string): string {
  const time = Date.parse(`${month}-01T00:00:00Z`);
  return /^\d{4}-\d{2}$/.test(month) && !Number.isNaN(time) ? MONTH.format(time) : month;
}

type DateInput = string | number | Date | null | undefined;

/** An ISO date-time with a time of day but no zone ("2026-11-24T10:00:00", FastAPI's naive columns). */
const NAIVE_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * Milliseconds since the epoch of a received date-time, or NaN. Upstreams store UTC; a value without a
 * zone is read as UTC, never in the browser's zone (which would shift it by hours).
 */
export function parseDateTime(value: string): number {
  const text = value.trim();
  return Date.parse(NAIVE_DATE_TIME.test(text) ? `${text.replace(" ", "T")}Z` : text);
}

function format(formatter: Intl.DateTimeFormat, value: DateInput): string {
  if (value === null || value === undefined || value === "") return "—";
  const time = value instanceof Date ? value.getTime() : typeof value === "number" ? value : parseDateTime(value);
  return Number.isNaN(time) ? "—" : formatter.format(time);
}

/** "21 de noviembre de 2026 a las 22:15" */
export const formatLongDateTime = (value: DateInput): string => format(LONG_DATE_TIME, value);

/** "21/11/2026" */
export const formatShortDate = (value: DateInput): string => format(SHORT_DATE, value);

/** "21/11/2026, 22:15" */
export const formatShortDateTime = (value: DateInput): string => format(SHORT_DATE_TIME, value);
