// TEMPLATE-BASED WRITER (no AI, no network).
// Builds a product article in markdown from the product's own data (ASIN, URL, name), the niche
// (name, affiliate tag, market) and the tone. Output is deterministic: the same inputs and version
// always give the same text; the version number only changes which phrasing variants are picked.
// Language: the market's (see writer-language.ts), English where the writer does not have it.
import type { Market } from "../../lib/markets/markets";
import { countWords, seoScore } from "./seo-score";
import { pick } from "../util/text";
import { productsContract } from "../../features/products/contract";
import { TONES, type ArticleVars, type Tone } from "./languages/writer-text";
import { truncateAtWord } from "./truncate-at-word";
import { countryName, writerLanguage, writerText, type WriterLanguage } from "./writer-language";
import { plainName } from "./plain-name";
import type { TokenUsage } from "./chat-completions";
import { affiliateLink, amazonAddress } from "./affiliate-link";
import { productPageUrl } from "../../lib/markets/product-url";

export interface ArticleInput {
  productId: number;
  asin: string | null;
  amazonUrl: string;
  productName: string;
  nicheName: string;
  tone: string;
  /** The market's language (lib/markets `lang`), or the one a forced regeneration asks for. */
  language: string;
  affiliateTag: string | null;
  marketplaceDomain: string;
  market: Pick<Market, "countryCode" | "pais">;
  version: number;
}

export interface GeneratedArticle {
  title: string;
  content: string;
  metadata: {
    og_image_url: string;
    meta_title: string;
    meta_description: string;
    keywords: string[];
    seo_score: number;
    language: WriterLanguage;
    tone: string;
    word_count: number;
    reading_time_minutes: number;
    affiliate_url: string;
    generator: string;
    /** A model's writes: which model, and the tokens the write took. */
    model?: string;
    usage?: TokenUsage;
  };
}

export const WRITER_ID = "template-writer/1";

/** The product's Amazon link on the niche's marketplace, carrying the niche's affiliate tag (see affiliate-link.ts). */
export function affiliateUrl(amazonUrl: string, asin: string | null, domain: string, tag: string | null): string {
  const target = { tag, domain };
  const given = asin ? new URL(productPageUrl(asin, domain)) : amazonAddress(amazonUrl);
  return (given && affiliateLink(given, target)) ?? affiliateLink(new URL(`https://www.${domain}/`), target)!;
}

export function normalizeTone(tone: string): Tone {
  const t = tone.trim().toLowerCase();
  if (t === "tecnico") return "técnico";
  return (TONES as readonly string[]).includes(t) ? (t as Tone) : "profesional";
}

/** A table cell's text: a pipe would end the cell. */
const cell = (text: string) => text.replace(/\|/g, "/");

type ArticleText = ReturnType<typeof writerText>["article"];

/** What every writer's phrases read: the names as plain text (a name is data, never markup) and the tagged link. */
export function articleVars(input: ArticleInput, text: ArticleText, language: WriterLanguage): ArticleVars {
  return {
    product: plainName(input.productName) || text.thisProduct,
    niche: plainName(input.nicheName),
    domain: input.marketplaceDomain,
    market: countryName(input.market, language),
    asin: input.asin ?? text.notAvailable,
    link: affiliateUrl(input.amazonUrl, input.asin, input.marketplaceDomain, input.affiliateTag),
  };
}

/** The product sheet every article carries, whoever writes the rest. */
export function productSheetLines(text: ArticleText, v: ArticleVars): string[] {
  const { sheet } = text;
  return [
    `## ${text.sheetHeading}`,
    "",
    `| ${sheet.feature} | ${sheet.detail} |`,
    "| --- | --- |",
    `| ${sheet.product} | ${cell(v.product)} |`,
    `| ASIN | ${v.asin} |`,
    `| ${sheet.marketplace} | ${v.domain} |`,
    `| ${sheet.market} | ${v.market} |`,
    `| ${sheet.category} | ${cell(v.niche)} |`,
    `| ${sheet.link} | [${sheet.viewOnAmazon}](${v.link}) |`,
    "",
  ];
}

/** The article's last lines: the call to action and the affiliate disclosure. */
export function closingLines(text: ArticleText, link: string): string[] {
  return [`[**${text.cta}**](${link})`, "", `> ${text.disclosure}`, ""];
}

export function writeProductArticle(input: ArticleInput): GeneratedArticle {
  const language = writerLanguage(input.language);
  const text = writerText(language).article;
  const tone = normalizeTone(input.tone);
  const seed = `${input.asin ?? input.amazonUrl}|${input.version}`;
  const v = articleVars(input, text, language);
  const { product, niche, link } = v;
  const voice = text.voices[tone];
  const title = pick(text.titles, `title|${seed}`)(v);

  const md = [
    `# ${title}`,
    "",
    pick(voice.intro, `intro|${seed}`)(v),
    "",
    text.lead(v),
    "",
    `## ${text.summaryHeading}`,
    "",
    ...text.summary.map((line) => `- ${line(v)}`),
    "",
    `## ${text.whatIsHeading(v)}`,
    "",
    text.whatIs(v),
    "",
    ...productSheetLines(text, v),
    `## ${text.whoHeading}`,
    "",
    text.who(v),
    "",
    `### ${text.fitHeading}`,
    "",
    ...text.fit.map((line) => `- ${line(v)}`),
    "",
    `### ${text.notFitHeading}`,
    "",
    ...text.notFit.map((line) => `- ${line}`),
    "",
    `## ${text.checklistHeading}`,
    "",
    ...text.checklist.map((line) => `- [ ] ${line}`),
    "",
    `## ${text.faqHeading}`,
    "",
    `### ${text.whereHeading(v)}`,
    "",
    text.where(v),
    "",
    `### ${text.priceHeading}`,
    "",
    text.price,
    "",
    `## ${text.conclusionHeading}`,
    "",
    pick(voice.closing, `closing|${seed}`)(v),
    "",
    ...closingLines(text, link),
  ].join("\n");

  const metaTitle = truncateAtWord(title, 60);
  const metaDescription = truncateAtWord(text.metaDescription(v), 160);
  const name = product.toLowerCase();
  const keywords = [name, niche.toLowerCase(), text.buyKeyword(name), text.reviewKeyword(name), ...(input.asin ? [input.asin] : [])].filter(
    (k, i, all) => k && all.indexOf(k) === i,
  );

  const words = countWords(md);
  return {
    title,
    content: md,
    metadata: {
      og_image_url: productsContract.ogImage.url({ product_id: input.productId, file: `${input.version}.svg` }),
      meta_title: metaTitle,
      meta_description: metaDescription,
      keywords,
      seo_score: seoScore({ markdown: md, metaTitle, metaDescription, primaryKeyword: product }),
      language,
      tone,
      word_count: words,
      reading_time_minutes: Math.max(1, Math.ceil(words / 200)),
      affiliate_url: link,
      generator: WRITER_ID,
    },
  };
}
