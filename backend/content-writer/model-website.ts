// A niche site's copy written by a model: the prompt, the JSON answer it must give (checked with zod) and the
// WebsiteContent built from it. The disclosure stays the writer's own: it is the Amazon program's wording.
import { z } from "zod";
import { writeWebsiteContent, type SiteInput, type WebsiteContent } from "./website-content";
import { truncateAtWord } from "./truncate-at-word";
import { countryName, writerLanguage } from "./writer-language";
import { plainLine } from "./model-markdown";
import { LANGUAGE_NAMES } from "./model-article";
import type { ChatMessage } from "./chat-completions";
import { slugify } from "../util/text";

const line = z.string().trim().min(1);

export const modelWebsiteSchema = z.object({
  tagline: line,
  description: line,
  keywords: z.array(line).min(1).max(12),
  hero: z.object({ title: line, subtitle: line, cta: line }),
  about: line,
  sections: z.array(z.object({ title: line, body: line })).min(1).max(8),
  categories: z.array(line).min(1).max(10),
  faq: z.array(z.object({ question: line, answer: line })).min(1).max(8),
});
export type ModelWebsite = z.infer<typeof modelWebsiteSchema>;

const ANSWER_SHAPE = `{
  "tagline": string (one short line),
  "description": string (one or two sentences, at most 160 characters),
  "keywords": string[] (4 to 8 search keywords),
  "hero": { "title": string, "subtitle": string, "cta": string (a button's 2 or 3 words) },
  "about": string (a paragraph),
  "sections": [{ "title": string, "body": string (a paragraph) }] (3 sections),
  "categories": string[] (4 content categories),
  "faq": [{ "question": string, "answer": string }] (2 to 4)
}`;

export function websiteMessages(input: SiteInput): ChatMessage[] {
  const language = writerLanguage(input.market.lang);
  const country = countryName(input.market, language);
  return [
    {
      role: "system",
      content: [
        "You write the copy of an Amazon affiliate website that reviews and compares products of one niche.",
        `Write every text in ${LANGUAGE_NAMES[language]}, for readers in ${country} who buy on ${input.market.dominio}.`,
        `Tone: ${input.tone || "profesional"}.`,
        "Plain text only: no markdown, no HTML, no links. Promise nothing about prices or stock.",
        `Answer with one JSON object and nothing else, of this shape:\n${ANSWER_SHAPE}`,
      ].join("\n"),
    },
    { role: "user", content: `Site name: ${input.name}\nNiche: ${input.name}\nMarketplace: ${input.market.dominio} (${country})` },
  ];
}

export function modelWebsiteContent(input: SiteInput, answer: ModelWebsite, generator: string): WebsiteContent {
  // The template's copy gives what the model is not asked for (language, market, disclosure).
  const base = writeWebsiteContent(input);
  const keywords = answer.keywords.map((k) => plainLine(k).toLowerCase()).filter((k, i, all) => k && all.indexOf(k) === i);
  const description = plainLine(answer.description);
  const tagline = plainLine(answer.tagline);
  const ids = new Set<string>();
  return {
    ...base,
    tagline,
    description,
    keywords,
    hero: { title: plainLine(answer.hero.title), subtitle: plainLine(answer.hero.subtitle), cta: plainLine(answer.hero.cta) },
    about: plainLine(answer.about),
    sections: answer.sections.map((s, i) => {
      let id = slugify(plainLine(s.title)) || `seccion-${i + 1}`;
      if (ids.has(id)) id = `${id}-${i + 1}`;
      ids.add(id);
      return { id, title: plainLine(s.title), body: plainLine(s.body) };
    }),
    categories: answer.categories.map(plainLine),
    faq: answer.faq.map((f) => ({ question: plainLine(f.question), answer: plainLine(f.answer) })),
    seo: { title: truncateAtWord(`${base.site_name} | ${tagline}`, 70), description: truncateAtWord(description, 160), keywords },
    generator,
  };
}
