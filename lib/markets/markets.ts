// Static list of the 21 Amazon marketplaces.
// Shared by the panel (wizard, niche detail, product screens) and the embedded backend.

export type MarketGroup = "america" | "europa" | "asiaPacifico" | "medioOriente";

export interface Market {
  /** Short lowercase key (us, uk, de...). Used by popularMarkets and the groups. */
  id: string;
  /** Country name in Spanish. */
  pais: string;
  /** ISO 639-1 language of the marketplace. */
  lang: string;
  /** ISO 3166-1 alpha-2 country code, upper case (GB for the United Kingdom). */
  countryCode: string;
  /** Marketplace domain without scheme, e.g. amazon.co.uk. */
  dominio: string;
  flag: string;
  /** Affiliate-program sign-up page, when one exists. */
  dataUrl?: string;
  group: MarketGroup;
}

export const markets: readonly Market[] = [
  { id: "us", pais: "Estados Unidos", lang: "en", countryCode: "US", dominio: "amazon.com", flag: "🇺🇸", dataUrl: "https://affiliate-program.amazon.com/", group: "america" },
  { id: "uk", pais: "Reino Unido", lang: "en", countryCode: "GB", dominio: "amazon.co.uk", flag: "🇬🇧", dataUrl: "https://affiliate-program.amazon.co.uk/", group: "europa" },
  { id: "in", pais: "India", lang: "en", countryCode: "IN", dominio: "amazon.in", flag: "🇮🇳", dataUrl: "https://affiliate-program.amazon.in/", group: "asiaPacifico" },
  { id: "ca", pais: "Canadá", lang: "en", countryCode: "CA", dominio: "amazon.ca", flag: "🇨🇦", dataUrl: "https://associates.amazon.ca/", group: "america" },
  { id: "au", pais: "Australia", lang: "en", countryCode: "AU", dominio: "amazon.com.au", flag: "🇦🇺", dataUrl: "https://affiliate-program.amazon.com.au/", group: "asiaPacifico" },
  { id: "ae", pais: "Emiratos Árabes Unidos", lang: "ar", countryCode: "AE", dominio: "amazon.ae", flag: "🇦🇪", dataUrl: "https://affiliate-program.amazon.ae/", group: "medioOriente" },
  { id: "br", pais: "Brasil", lang: "pt", countryCode: "BR", dominio: "amazon.com.br", flag: "🇧🇷", dataUrl: "https://associados.amazon.com.br/", group: "america" },
  { id: "nl", pais: "Países Bajos", lang: "nl", countryCode: "NL", dominio: "amazon.nl", flag: "🇳🇱", dataUrl: "https://partnernet.amazon.nl/", group: "europa" },
  { id: "mx", pais: "México", lang: "es", countryCode: "MX", dominio: "amazon.com.mx", flag: "🇲🇽", dataUrl: "https://afiliados.amazon.com.mx/", group: "america" },
  { id: "de", pais: "Alemania", lang: "de", countryCode: "DE", dominio: "amazon.de", flag: "🇩🇪", dataUrl: "https://partnernet.amazon.de/", group: "europa" },
  { id: "fr", pais: "Francia", lang: "fr", countryCode: "FR", dominio: "amazon.fr", flag: "🇫🇷", dataUrl: "https://partenaires.amazon.fr/", group: "europa" },
  { id: "it", pais: "Italia", lang: "it", countryCode: "IT", dominio: "amazon.it", flag: "🇮🇹", dataUrl: "https://programma-affiliazione.amazon.it/", group: "europa" },
  { id: "jp", pais: "Japón", lang: "ja", countryCode: "JP", dominio: "amazon.co.jp", flag: "🇯🇵", dataUrl: "https://affiliate.amazon.co.jp/", group: "asiaPacifico" },
  { id: "es", pais: "España", lang: "es", countryCode: "ES", dominio: "amazon.es", flag: "🇪🇸", dataUrl: "https://afiliados.amazon.es/", group: "europa" },
  { id: "cn", pais: "China", lang: "zh", countryCode: "CN", dominio: "amazon.cn", flag: "🇨🇳", group: "asiaPacifico" },
  { id: "sg", pais: "Singapur", lang: "en", countryCode: "SG", dominio: "amazon.sg", flag: "🇸🇬", dataUrl: "https://affiliate-program.amazon.sg/", group: "asiaPacifico" },
  { id: "sa", pais: "Arabia Saudita", lang: "ar", countryCode: "SA", dominio: "amazon.sa", flag: "🇸🇦", dataUrl: "https://affiliate-program.amazon.sa/", group: "medioOriente" },
  { id: "se", pais: "Suecia", lang: "sv", countryCode: "SE", dominio: "amazon.se", flag: "🇸🇪", group: "europa" },
  { id: "pl", pais: "Polonia", lang: "pl", countryCode: "PL", dominio: "amazon.pl", flag: "🇵🇱", group: "europa" },
  { id: "be", pais: "Bélgica", lang: "fr", countryCode: "BE", dominio: "amazon.com.be", flag: "🇧🇪", group: "europa" },
  { id: "ie", pais: "Irlanda", lang: "en", countryCode: "IE", dominio: "amazon.ie", flag: "🇮🇪", group: "europa" },
];

export const MARKET_GROUPS: readonly MarketGroup[] = ["america", "europa", "asiaPacifico", "medioOriente"];

/** Market ids per continent group. */
export const marketGroups: Record<MarketGroup, readonly string[]> = {
  america: markets.filter((m) => m.group === "america").map((m) => m.id),
  europa: markets.filter((m) => m.group === "europa").map((m) => m.id),
  asiaPacifico: markets.filter((m) => m.group === "asiaPacifico").map((m) => m.id),
  medioOriente: markets.filter((m) => m.group === "medioOriente").map((m) => m.id),
};

/** The popular ("main") markets, shown first in the wizard's first step. */
export const popularMarkets: readonly string[] = ["us", "uk", "de", "fr", "it", "es", "mx", "br", "ca", "jp"];

const DEFAULT_AFFILIATE_DOMAIN = "amazon.com";

/** Countries whose affiliate links go to their own marketplace; the rest use the US one. */
const AFFILIATE_COUNTRIES = new Set(["US", "CA", "GB", "DE", "FR", "IT", "ES", "AU", "IN", "JP", "BR", "MX"]);
// The United Kingdom's market id is "uk" while its country code is GB: both name it.
const COUNTRY_ALIASES: Record<string, string> = { UK: "GB" };

/** Marketplace domain for affiliate links of a country code; the US domain when unknown. */
export function affiliateBaseDomain(countryCode: string | null | undefined): string {
  const code = countryCode?.trim().toUpperCase() ?? "";
  const country = COUNTRY_ALIASES[code] ?? code;
  if (!AFFILIATE_COUNTRIES.has(country)) return DEFAULT_AFFILIATE_DOMAIN;
  return markets.find((m) => m.countryCode === country)?.dominio ?? DEFAULT_AFFILIATE_DOMAIN;
}

function normalize(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase();
}

const byKey = new Map<string, Market>();
for (const m of markets) {
  for (const key of [m.id, m.countryCode, m.pais, m.dominio]) byKey.set(normalize(key), m);
}

/**
 * Resolves a stored `mercado` value to a market. Accepts the Spanish country name (accents and
 * case ignored), the country code (US, GB...), the short id (us, uk...) or the marketplace domain.
 */
export function resolveMarket(mercado: string | null | undefined): Market | undefined {
  if (!mercado) return undefined;
  return byKey.get(normalize(mercado));
}
