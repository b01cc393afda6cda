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

// No pattern here may rescan text a failed attempt has already read: headings are untrusted, and the
// page computes them on the server's only thread. Hence the text after the hashes starts with a
// non-space, and every span between marks excludes the mark that would start the next attempt.
const TOC_HEADING = /^(#{1,3})\s+(?=\S)(.+)$/;
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
  // The last suffix tried per base: ids are never freed, so a thousand equal headings count on from it.
  const lastSuffix = new Map<string, number>();
  return (text: string): string => {
    const base = CONTENT_ID_PREFIX + (headingSlug(text) || FALLBACK_ID);
    let id = base;
    let n = lastSuffix.get(base) ?? 0;
    while (used.has(id)) id = `${base}-${++n}`;
    lastSuffix.set(base, n);
    used.add(id);
    return id;
  };
}

const EMPHASIS = /\*\*(?=\S)([^*]*?[^\s*])\*\*|~~(?=\S)([^~]*?[^\s~])~~|\*(?=\S)([^*]*?[^\s*])\*|`(?=\S)([^`]*?[^\s`])`/g;

/** Heading text as a reader sees it: closing hashes and inline markdown marks removed. */
export function headingText(raw: string): string {
  return raw
    .replace(/(?<!\s)\s+#+\s*$/, "")
    .replace(/!?\[([^[\]]*)\]\([^)[\]]*\)/g, "$1")
    .replace(/<[^<>]+>/g, "")
    .replace(EMPHASIS, (_, strong?: string, strike?: string, em?: string, code?: string) => strong ?? strike ?? em ?? code ?? "")
    // Underscores emphasise only at word edges: snake_case stays as written.
    .replace(/(^|[^\w])(?:__(?=\S)([^_]*?[^\s_])__|_(?=\S)([^_]*?[^\s_])_)(?!\w)/g, (_, edge: string, strong?: string, em?: string) => edge + (strong ?? em))
    .replace(/\\([\\`*_{}[\]()#+\-.!~])/g, "$1")
    .trim();
}

/**
 * A reader's table of contents never needs more; the cap keeps an article of thousands of headings
 * from costing the page's render hundreds of ms. Later headings get their ids from the renderer.
 */
export const MAX_TOC_ENTRIES = 200;

/** The first headings of level 1 to 3 from lines starting with hash marks, outside fenced code blocks. */
export function extractToc(markdown: string): TocEntry[] {
  const slug = createSlugger();
  const entries: TocEntry[] = [];
  let fence: string | null = null;
  const lines = markdown.split(/\r?\n/);
  for (let index = 0; index < lines.length && entries.length < MAX_TOC_ENTRIES; index++) {
    const line = lines[index];
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1];
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = TOC_HEADING.exec(line);
    if (!match) continue;
    const text = headingText(match[2]);
    if (text) entries.push({ id: slug(text), text, level: match[1].length, line: index + 1 });
  }
  return entries;
}
