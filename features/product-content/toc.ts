// Table of contents and heading ids: the preview gives its
// headings the very ids computed here, so a TOC entry always points at its heading.

export interface TocEntry {
  id: string;
  text: string;
  /** 1 to 3: the number of leading hash marks. */
  level: number;
  /** 1-based line of the heading in the markdown, to match the rendered heading. */
  line: number;
}

const TOC_HEADING = /^(#{1,3})\s+(.+)$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const FALLBACK_ID = "seccion";

/**
 * The spec's rule: lowercase, drop what is not a word character, whitespace or hyphen, whitespace
 * runs to one hyphen, repeated hyphens collapsed, trimmed. `\w` is ASCII only, so accents are
 * folded first ("Guía rápida" → "guia-rapida") instead of dropping the letter ("gua-rpida").
 */
export function headingSlug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Every id that comes from content carries this prefix, as the sanitizer gives raw HTML ids: a
 * heading "# config" must not become `window.config` or take the id of one of the panel's elements.
 */
export const CONTENT_ID_PREFIX = "user-content-";

/** Unique ids in document order: "user-content-intro", then "…-intro-1"... never reusing a taken id. */
export function createSlugger(taken: Iterable<string> = []) {
  const used = new Set(taken);
  return (text: string): string => {
    const base = CONTENT_ID_PREFIX + (headingSlug(text) || FALLBACK_ID);
    let id = base;
    for (let n = 1; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}

/** Heading text as a reader sees it: closing hashes and inline markdown marks removed. */
export function headingText(raw: string): string {
  return raw
    .replace(/\s+#+\s*$/, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/(\*\*|~~|\*|`)(?=\S)([\s\S]*?\S)\1/g, "$2")
    // Underscores emphasise only at word edges: snake_case stays as written.
    .replace(/(^|[^\w])(__|_)(?=\S)([\s\S]*?\S)\2(?!\w)/g, "$1$3")
    .replace(/\\([\\`*_{}[\]()#+\-.!~])/g, "$1")
    .trim();
}

/** Headings of level 1 to 3 from lines starting with hash marks, outside fenced code blocks. */
export function extractToc(markdown: string): TocEntry[] {
  const slug = createSlugger();
  const entries: TocEntry[] = [];
  let fence: string | null = null;
  markdown.split(/\r?\n/).forEach((line, index) => {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1];
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return;
    }
    if (fence !== null) return;
    const match = TOC_HEADING.exec(line);
    if (!match) return;
    const text = headingText(match[2]);
    if (!text) return;
    entries.push({ id: slug(text), text, level: match[1].length, line: index + 1 });
  });
  return entries;
}
