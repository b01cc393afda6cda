// The languages the template writer writes. The market's language comes from lib/markets; a language
// the writer does not have (Dutch, Swedish, Polish, Chinese) is written in English, the language those
// marketplaces' shoppers read most after their own.
import type { Market } from "../../lib/markets/markets";
import { ar } from "./languages/ar";
import { de } from "./languages/de";
import { en } from "./languages/en";
import { es } from "./languages/es";
import { fr } from "./languages/fr";
import { it } from "./languages/it";
import { ja } from "./languages/ja";
import { pt } from "./languages/pt";
import type { WriterText } from "./languages/writer-text";

const TEXTS = { es, en, de, it, fr, pt, ja, ar } satisfies Record<string, WriterText>;

export type WriterLanguage = keyof typeof TEXTS;

/** The writer's language for a market language ("de", "pt-BR"); English when it has none. */
export function writerLanguage(lang: string | null | undefined): WriterLanguage {
  const code = (lang ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return Object.hasOwn(TEXTS, code) ? (code as WriterLanguage) : "en";
}

export function writerText(language: WriterLanguage): WriterText {
  return TEXTS[language];
}

/** The market's country in `language` ("Deutschland"); the market list already spells it in Spanish. */
export function countryName(market: Pick<Market, "countryCode" | "pais">, language: WriterLanguage): string {
  if (language === "es") return market.pais;
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(market.countryCode.toUpperCase()) ?? market.pais;
  } catch {
    return market.pais;
  }
}
