// A product article written by a model: the prompt, the JSON answer it must give (checked with zod) and the
// markdown built from it in the template writer's outline, with the writer's own headings, product sheet,
// checklist, call to action and disclosure in the market's language.
import { z } from "zod";
import { productsContract } from "../../features/products/contract";
import { articleVars, closingLines, normalizeTone, productSheetLines, type ArticleInput, type GeneratedArticle } from "./product-article";
import { countWords, seoScore } from "./seo-score";
import { truncateAtWord } from "./truncate-at-word";
import { countryName, writerLanguage, writerText, type WriterLanguage } from "./writer-language";
import { modelLine, modelParagraphs, plainLine, type LinkRules } from "./model-markdown";
import { plainName } from "./plain-name";
import type { ChatMessage } from "./chat-completions";

export const LANGUAGE_NAMES: Record<WriterLanguage, string> = {
  es: "Spanish",
  en: "English",
  de: "German",
  it: "Italian",
  fr: "French",
  pt: "Portuguese",
  ja: "Japanese",
  ar: "Arabic",
};

const line = z.string().trim().min(1);
const list = z.array(line).min(1).max(12);

export const modelArticleSchema = z.object({
  title: line,
  intro: line,
  summary: list,
  sections: z.array(z.object({ heading: line, body: line })).min(1).max(10),
  pros: list,
  cons: list,
  faq: z.array(z.object({ question: line, answer: line })).min(1).max(10),
  conclusion: line,
  meta_title: line,
  meta_description: line,
  keywords: list,
});
export type ModelArticle = z.infer<typeof modelArticleSchema>;

const ANSWER_SHAPE = `{
  "title": string,
  "intro": string (one or two paragraphs),
  "summary": string[] (3 to 5 key points),
  "sections": [{ "heading": string, "body": string (markdown paragraphs) }] (3 to 5 sections: what it is, features, how it is used, how it compares),
  "pros": string[] (3 to 5),
  "cons": string[] (2 to 4),
  "faq": [{ "question": string, "answer": string }] (3 to 5),
  "conclusion": string,
  "meta_title": string (at most 60 characters),
  "meta_description": string (at most 160 characters),
  "keywords": string[] (4 to 8 search keywords)
}`;

export function articleMessages(input: ArticleInput, link: string): ChatMessage[] {
  const language = writerLanguage(input.language);
  const market = countryName(input.market, language);
  return [
    {
      role: "system",
      content: [
        "You write product articles for an Amazon affiliate website: a review and buying guide.",
        `Write every text in ${LANGUAGE_NAMES[language]}, for readers in ${market} who buy on ${input.marketplaceDomain}.`,
        `Tone: ${normalizeTone(input.tone)}.`,
        "Never invent prices, ratings, measurements or specifications you are not sure of; say what a buyer should check instead.",
        `The only link you may write is the product's: ${link}`,
        "No HTML and no images. Markdown is allowed inside bodies and answers (bold, lists, links), but no headings.",
        `Answer with one JSON object and nothing else, of this shape:\n${ANSWER_SHAPE}`,
      ].join("\n"),
    },
    {
      role: "user",
      content: [
        `Product: ${plainName(input.productName)}`,
        `ASIN: ${input.asin ?? "unknown"}`,
        // The product's own link, not the one it was added with: that one's words are the name's, unfiltered.
        `Amazon page: ${link}`,
        `Category of the site: ${plainName(input.nicheName)}`,
        `Marketplace: ${input.marketplaceDomain} (${market})`,
      ].join("\n"),
    },
  ];
}


export function modelArticleMarkdown(input: ArticleInput, answer: ModelArticle, generator: string): GeneratedArticle {
  const language = writerLanguage(input.language);
  const text = writerText(language).article;
  const v = articleVars(input, text, language);
  const { product, link } = v;
  const rules: LinkRules = { affiliateTag: input.affiliateTag, marketplaceDomain: input.marketplaceDomain, productLink: link };
  // The title and headings a model writes are names too: it may echo whatever it was told.
  const title = plainName(answer.title) || product;
  const heading = (line: string) => plainName(line) || product;
  const bullets = (items: string[]) => items.map((item) => `- ${modelLine(item, rules)}`);

  const md = [
    `# ${title}`,
    "",
    modelParagraphs(answer.intro, rules),
    "",
    `## ${text.summaryHeading}`,
    "",
    ...bullets(answer.summary),
    "",
    ...answer.sections.flatMap((s) => [`## ${heading(s.heading)}`, "", modelParagraphs(s.body, rules), ""]),
    ...productSheetLines(text, v),
    `## ${text.prosHeading}`,
    "",
    ...bullets(answer.pros),
    "",
    `## ${text.consHeading}`,
    "",
    ...bullets(answer.cons),
    "",
    `## ${text.checklistHeading}`,
    "",
    ...text.checklist.map((item) => `- [ ] ${item}`),
    "",
    `## ${text.faqHeading}`,
    "",
    ...answer.faq.flatMap((f) => [`### ${heading(f.question)}`, "", modelParagraphs(f.answer, rules), ""]),
    `### ${text.whereHeading(v)}`,
    "",
    text.where(v),
    "",
    `## ${text.conclusionHeading}`,
    "",
    modelParagraphs(answer.conclusion, rules),
    "",
    ...closingLines(text, link),
  ].join("\n");

  const metaTitle = truncateAtWord(plainLine(answer.meta_title), 60);
  const metaDescription = truncateAtWord(plainLine(answer.meta_description), 160);
  const keywords = [...answer.keywords.map((k) => plainLine(k).toLowerCase()), ...(input.asin ? [input.asin] : [])].filter(
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
      tone: normalizeTone(input.tone),
      word_count: words,
      reading_time_minutes: Math.max(1, Math.ceil(words / 200)),
      affiliate_url: link,
      generator,
    },
  };
}
