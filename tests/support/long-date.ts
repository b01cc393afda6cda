/**
 * What a detail page must print for a received datetime, computed independently of the panel's own
 * formatter: Spanish long form in Madrid time, a value without a zone read as UTC.
 */
export function longDate(value: string): string {
  const utc = /(Z|[+-]\d\d:?\d\d)$/.test(value) ? value : `${value}Z`;
  return new Intl.DateTimeFormat("es-ES", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Madrid",
  }).format(new Date(utc));
}
