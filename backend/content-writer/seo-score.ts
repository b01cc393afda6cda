// SEO score 0-100 computed from the generated text (template-based writer; no AI involved).

export interface SeoInput {
  markdown: string;
  metaTitle: string;
  metaDescription: string;
  primaryKeyword: string;
}

/** The text without its links' targets, `(https://…)`: found with plain string search, so in linear time. */
function withoutLinkTargets(markdown: string): string {
  let out = "";
  let from = 0;
  let at = 0;
  for (;;) {
    const open = markdown.indexOf("(http", at);
    if (open < 0) break;
    const colon = markdown[open + 5] === "s" ? open + 6 : open + 5;
    if (markdown[colon] !== ":") {
      at = open + 1;
      continue;
    }
    const close = markdown.indexOf(")", colon);
    if (close < 0) break;
    out += markdown.slice(from, open);
    from = at = close + 1;
  }
  return out + markdown.slice(from);
}

const AMAZON_TARGET = /^https?:\/\/(?:www\.)?amazon\./;

/**
 * Whether a link's target is a tagged Amazon address. Targets that start inside one another end at the same
 * `)`: where that stretch's last tag is is found once for all of them, so each character is read once.
 */
function hasTaggedAmazonLink(markdown: string): boolean {
  let close = -1;
  let lastTag = -1;
  for (let open = markdown.indexOf("](http"); open >= 0; open = markdown.indexOf("](http", open + 1)) {
    if (open > close) {
      close = markdown.indexOf(")", open);
      if (close < 0) return false;
      const stretch = markdown.slice(open, close);
      lastTag = open + Math.max(stretch.lastIndexOf("?tag="), stretch.lastIndexOf("&tag="));
    }
    if (lastTag > open && AMAZON_TARGET.test(markdown.slice(open + 2, open + 24))) return true;
  }
  return false;
}

export function countWords(text: string): number {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;
}

export function seoScore({ markdown, metaTitle, metaDescription, primaryKeyword }: SeoInput): number {
  let score = 0;
  const words = countWords(withoutLinkTargets(markdown));
  score += words >= 600 ? 20 : words >= 350 ? 15 : words >= 150 ? 8 : 3;

  const h1 = (markdown.match(/^# \S/gm) ?? []).length;
  const h2 = (markdown.match(/^## \S/gm) ?? []).length;
  const h3 = (markdown.match(/^### \S/gm) ?? []).length;
  score += h1 === 1 ? 5 : 0;
  score += h2 >= 4 ? 10 : h2 * 2;
  score += h3 >= 2 ? 5 : 0;

  score += /^\|.*\|\s*$/m.test(markdown) && /^\|\s*:?-{3,}/m.test(markdown) ? 8 : 0;
  score += /^[ \t]*[-*] /m.test(markdown) ? 4 : 0;
  score += hasTaggedAmazonLink(markdown) ? 8 : 0;

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
