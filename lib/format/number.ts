// Numbers in the Spanish (Spain) locale: "0,57", "12.500". Messages format their own numbers through
// ICU ({n, number}, plural's #); everything else a screen shows goes through here.
const LOCALE = "es-ES";

// Built once per precision: an Intl.NumberFormat per call is costly in long lists.
const formatters = new Map<number, Intl.NumberFormat>();

/** A number with at most `maximumFractionDigits` decimals (2 by default), without trailing zeros. */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  let formatter = formatters.get(maximumFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, { maximumFractionDigits });
    formatters.set(maximumFractionDigits, formatter);
  }
  return formatter.format(value);
}

/** A size in megabytes, to one decimal: "4,5". */
export function formatMegabytes(bytes: number): string {
  return formatNumber(bytes / (1024 * 1024), 1);
}
