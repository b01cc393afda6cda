// The inline markup of untrusted text (a model's answer, a product's name), found in one left-to-right pass:
// HTML tags, links and images, link definitions and bare addresses. No regex runs over the text: every search
// for a closing character goes through a finder that remembers its last answer, so however the brackets are
// piled up, each finder reads each character at most once and the whole pass stays linear.

export interface InlineRules {
  /** What a link or image becomes; `label` has been through these rules already. */
  link(label: string, url: string, image: boolean): string;
  /** What a bare address (`https://…`, `mailto:…`, `www.…`) becomes. */
  bare(url: string): string;
  /** What a line `[label]: url` (a reference link's address) becomes. */
  definition(label: string, url: string): string;
  /** Whether `www.` starts a bare address, as it does for GFM's renderers. */
  www: boolean;
  /** Whether a host name followed by `/` (`amazon.es/dp/…`, no scheme) starts a bare address. */
  bareHost: (host: string) => boolean;
  /** A whole HTML tag is dropped; otherwise every `<` is written as this. */
  stripTags: boolean;
  lt: string;
}

type Finder = (from: number) => number;

/**
 * The first position at or after `from` whose character `stops`, or the text's length. It remembers the
 * stretch it last read: a search that starts in it is answered at once, one that reaches it stops there.
 */
function finder(text: string, stops: (c: string) => boolean): Finder {
  let askedFrom = Infinity;
  let answer = -1;
  return (from) => {
    if (from >= askedFrom && from <= answer) return answer;
    let i = from;
    while (i < text.length && i !== askedFrom && !stops(text[i])) i++;
    if (i !== askedFrom) answer = i;
    askedFrom = from;
    return answer;
  };
}

const isSpace = (c: string) => c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\f" || c === "\v";
const isWord = (c: string | undefined) => c !== undefined && /\w/.test(c);
/** Characters a bare address cannot end with: they read as the sentence's punctuation. */
const TRAILING = new Set([".", ",", ";", ":", "!", "?", '"', "'"]);
const endsBare = (c: string) => isSpace(c) || c === "<" || c === ">" || c === "(" || c === ")" || c === "]";
const SCHEMES = ["https:", "http:", "mailto:"];
const BARE_STARTS = new Set(["h", "H", "m", "M", "w", "W"]);
const isHostChar = (c: string | undefined) => c !== undefined && /[a-z0-9.-]/i.test(c);

class Scan {
  private readonly labelEnd: Finder;
  private readonly tagEnd: Finder;
  private readonly urlStart: Finder;
  private readonly urlEnd: Finder;
  private readonly titleStart: Finder;
  private readonly closeStart: Finder;
  private readonly doubleQuote: Finder;
  private readonly singleQuote: Finder;
  private readonly bareEnd: Finder;
  private readonly hostEnd: Finder;
  private readonly lineEnd: Finder;
  private readonly definitionUrl: Finder;
  private readonly definitionUrlEnd: Finder;

  constructor(
    private readonly text: string,
    private readonly rules: InlineRules,
  ) {
    const notSpace = (c: string) => !isSpace(c);
    this.labelEnd = finder(text, (c) => c === "]" || c === "\n");
    this.tagEnd = finder(text, (c) => c === ">");
    // One finder per step of a link's destination: every step's positions grow with the link's own.
    this.urlStart = finder(text, notSpace);
    this.urlEnd = finder(text, (c) => c === ")" || c === ">" || isSpace(c));
    this.titleStart = finder(text, notSpace);
    this.closeStart = finder(text, notSpace);
    this.doubleQuote = finder(text, (c) => c === '"' || c === "\n");
    this.singleQuote = finder(text, (c) => c === "'" || c === "\n");
    this.bareEnd = finder(text, endsBare);
    this.hostEnd = finder(text, (c) => !isHostChar(c));
    this.lineEnd = finder(text, (c) => c === "\n");
    this.definitionUrl = finder(text, (c) => c === "\n" || notSpace(c));
    this.definitionUrlEnd = finder(text, isSpace);
  }

  run(): string {
    const { text, rules } = this;
    let out = "";
    // Plain stretches are copied whole, when a construct ends them.
    let copied = 0;
    const put = (from: number, written: string, next: number) => {
      out += text.slice(copied, from) + written;
      copied = next;
      return next;
    };
    let i = 0;
    while (i < text.length) {
      const c = text[i];
      const definition = i === 0 || text[i - 1] === "\n" ? this.definition(i) : null;
      if (definition) {
        i = put(i, definition.written, definition.next);
      } else if (c === "[" || (c === "!" && text[i + 1] === "[")) {
        const link = this.link(c === "!" ? i + 1 : i);
        if (link) i = put(i, rules.link(inline(text.slice(link.labelFrom, link.labelTo), rules), link.url, c === "!"), link.next);
        else i++;
      } else if (c === "<") {
        const end = rules.stripTags && /[a-z/!?]/i.test(text[i + 1] ?? "") ? this.tagEnd(i + 1) : text.length;
        i = end < text.length ? put(i, "", end + 1) : put(i, rules.lt, i + 1);
      } else {
        let bare = BARE_STARTS.has(c) && !isWord(text[i - 1]) ? this.bare(i) : -1;
        if (bare < 0 && isHostChar(c) && !isHostChar(text[i - 1])) bare = this.bareHost(i);
        i = bare > i ? put(i, rules.bare(text.slice(i, bare)), bare) : i + 1;
      }
    }
    return out + text.slice(copied);
  }

  /** `[label]: url` at the start of a line: the line rewritten and where the next one starts. */
  private definition(start: number): { written: string; next: number } | null {
    const { text } = this;
    let i = start;
    while (i < start + 3 && text[i] === " ") i++;
    if (text[i] !== "[") return null;
    const close = this.labelEnd(i + 1);
    if (text[close] !== "]" || close === i + 1 || text[close + 1] !== ":") return null;
    const urlFrom = this.definitionUrl(close + 2);
    const urlTo = urlFrom < text.length && text[urlFrom] !== "\n" ? this.definitionUrlEnd(urlFrom) : urlFrom;
    if (urlTo === urlFrom) return null;
    let url = text.slice(urlFrom, urlTo);
    if (url.startsWith("<") && url.endsWith(">")) url = url.slice(1, -1);
    return { written: this.rules.definition(text.slice(i, close + 1), url), next: this.lineEnd(start) };
  }

  /** `[label](url "title")` from its `[`: the label's bounds, the address and where the text goes on. */
  private link(open: number): { labelFrom: number; labelTo: number; url: string; next: number } | null {
    const { text } = this;
    const close = this.labelEnd(open + 1);
    if (text[close] !== "]" || text[close + 1] !== "(") return null;
    let i = this.urlStart(close + 2);
    if (text[i] === "<") i++;
    const urlTo = this.urlEnd(i);
    const url = text.slice(i, urlTo);
    i = urlTo;
    if (text[i] === ">") i++;
    const titleAt = this.titleStart(i);
    if (titleAt > i && (text[titleAt] === '"' || text[titleAt] === "'")) {
      const end = (text[titleAt] === '"' ? this.doubleQuote : this.singleQuote)(titleAt + 1);
      if (text[end] !== text[titleAt]) return null;
      i = end + 1;
    }
    i = this.closeStart(i);
    if (text[i] !== ")") return null;
    return { labelFrom: open + 1, labelTo: close, url, next: i + 1 };
  }

  /**
   * The end of a scheme-less address starting at `start` (a whole run of host characters, so each run is
   * read once), or -1.
   */
  private bareHost(start: number): number {
    const { text } = this;
    const hostTo = this.hostEnd(start);
    if (text[hostTo] !== "/" || !this.rules.bareHost(text.slice(start, hostTo))) return -1;
    let end = this.bareEnd(hostTo);
    while (end > hostTo && TRAILING.has(text[end - 1])) end--;
    return end;
  }

  /** The end of a bare address starting at `start`, or -1. */
  private bare(start: number): number {
    const { text } = this;
    const head = text.slice(start, start + 7).toLowerCase();
    const scheme = SCHEMES.find((s) => head.startsWith(s)) ?? (this.rules.www && head.startsWith("www.") ? "" : undefined);
    if (scheme === undefined) return -1;
    let end = this.bareEnd(start + scheme.length);
    while (end > start + scheme.length && TRAILING.has(text[end - 1])) end--;
    return end > start + scheme.length ? end : -1;
  }
}

/** `text` with its tags, links, images and bare addresses as `rules` want them. */
export function inline(text: string, rules: InlineRules): string {
  return new Scan(text, rules).run();
}
