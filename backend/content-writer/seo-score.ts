// SEO score 0-100 computed from the generated text (template-based writer; no AI involved).

export interface SeoInput {
  markdown: string;
  metaTitle: string;
  metaDescription: string;
  primaryKeyword: string;
}

export function countWords(text: string): number {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;
}

export function seoScore({ markdown, metaTitle, metaDescription, primaryKeyword }: SeoInput): number {
  let score = 0;
  const words = countWords(markdown.replace(/\(https?:[^)]*\)/g, ""));
  score += words >= 600 ? 20 : words >= 350 ? 15 : words >= 150 ? 8 : 3;

  const h1 = (markdown.match(/^# \S/gm) ?? []).length;
  const h2 = (markdown.match(/^## \S/gm) ?? []).length;
  const h3 = (markdown.match(/^### \S/gm) ?? []).length;
  score += h1 === 1 ? 5 : 0;
  score += h2 >= 4 ? 10 : h2 * 2;
  score += h3 >= 2 ? 5 : 0;

  score += /^\|.*\|\s*$/m.test(markdown) && /^\|\s*:?-{3,}/m.test(markdown) ? 8 : 0;
  score += /^\s*[-*] /m.test(markdown) ? 4 : 0;
  score += /\]\(https?:\/\/(www\.)?amazon\.[^)]*[?&]tag=/.test(markdown) ? 8 : 0;

  const tl = metaTitle.length;
  score += tl >= 30 && tl <= 60 ? 12 : tl > 0 && tl <= 70 ? 6 : 0;
  const dl = metaDescription.length;
  score += dl >= 120 && dl <= 160 ? 12 : dl >= 70 && dl <= 200 ? 6 : 0;

  const kw = primaryKeyword.trim().toLowerCase();
  if (kw) {
    score += metaTitle.toLowerCase().includes(kw) ? 6 : 0;
    const firstParagraph = markdown.split(/\n\s*\n/).find((b) => b.trim() && !b.trim().startsWith("#")) ?? "";
    score += firstParagraph.toLowerCase().includes(kw) ? 5 : 0;
    const occurrences = markdown.toLowerCase().split(kw).length - 1;
    const kwWords = Math.max(1, countWords(kw));
    const density = words ? (occurrences * kwWords * 100) / words : 0;
    score += density >= 0.5 && density <= 3.5 ? 5 : density > 0 ? 2 : 0;
  }
  return Math.max(0, Math.min(100, Math.round(score)));
}
