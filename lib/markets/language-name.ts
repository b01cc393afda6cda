// Spanish name of a market's language code ("en" → "Inglés"), via the runtime's CLDR data.
const names = new Intl.DisplayNames(["es"], { type: "language" });

export function languageName(code: string): string {
  const name = names.of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase("es") + name.slice(1);
}
