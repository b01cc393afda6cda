// Reading statistics of a markdown text.

export const WORDS_PER_MINUTE = 200;

export interface ContentStats {
  /** Minutes at 200 words per minute, rounded up. */
  readingMinutes: number;
  words: number;
  paragraphs: number;
  /** Headings of any level. */
  sections: number;
  links: number;
  characters: number;
}

// Untrusted text, counted on the server's only thread: no pattern may rescan what a failed attempt
// read, so a span between marks never contains the mark that starts the next attempt.
const HEADING = /^ {0,3}#{1,6}\s+\S/;
const MARKDOWN_LINK = /(?<!!)\[[^[\]]*\]\([^)[\]]*\)/g;
const HTML_LINK = /<a\s[^<>]*href\s*=/gi;
const AUTOLINK = /<(?:https?|mailto):[^<>\s]+>/gi;

/** Text a reader reads: no link targets, HTML tags or markdown punctuation. */
function readableText(markdown: string): string {
  return markdown
    .replace(/!?\[([^[\]]*)\]\([^)[\]]*\)/g, "$1")
    .replace(/<[^<>]*>/g, " ")
    .replace(/[#>*_`~|[\]-]+/g, " ");
}

export function contentStats(markdown: string): ContentStats {
  const words = readableText(markdown)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  const blocks = markdown.split(/\r?\n\s*\r?\n/).map((block) => block.trim()).filter(Boolean);
  const lines = markdown.split(/\r?\n/);
  return {
    readingMinutes: Math.ceil(words / WORDS_PER_MINUTE),
    words,
    paragraphs: blocks.filter((block) => !HEADING.test(block) || block.includes("\n")).length,
    sections: lines.filter((line) => HEADING.test(line)).length,
    links: (markdown.match(MARKDOWN_LINK)?.length ?? 0) + (markdown.match(HTML_LINK)?.length ?? 0) + (markdown.match(AUTOLINK)?.length ?? 0),
    characters: markdown.length,
  };
}
