// Pure: the niche slug (market country code, a hyphen, then the normalised name). A name in another
// script is written in Latin letters first (lib/markets/latin-letters.ts); a name that still gives
// nothing (Chinese characters, kanji) leaves the user to type the address, normalised the same way.
import { normalizeSlugPart } from "@/lib/markets/slug-part";
import { findMarket } from "@/lib/markets/search";

/** Empty without a market or when nothing of the text survives normalisation. */
export function buildNicheSlug(countryCode: string | null | undefined, text: string): string {
  const code = normalizeSlugPart(countryCode ?? "");
  if (!code) return "";
  const base = normalizeSlugPart(text);
  return base ? `${code}-${base}` : "";
}

interface SlugValues {
  marketId: string;
  name: string;
  /** The address the user typed, used only when the name gives none. */
  slug: string;
}

/** The slug the name gives by itself; empty when it gives none. */
export function nameSlug(values: Pick<SlugValues, "marketId" | "name">): string {
  return buildNicheSlug(findMarket(values.marketId)?.countryCode, values.name);
}

/** The niche's slug: the name's, else the one the user typed. */
export function wizardSlug(values: SlugValues): string {
  return nameSlug(values) || buildNicheSlug(findMarket(values.marketId)?.countryCode, values.slug);
}
