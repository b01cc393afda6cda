// Text a model wrote, made safe to store as article markdown: no raw HTML, no image, no link outside the
// schemes the panel's renderer lets through, the affiliate tag on every Amazon link (a short link, which
// cannot carry one, becomes the product's link), and no heading of its own to break the article's outline.
import { isMarketplaceHost } from "../../lib/markets/marketplace";

/** The schemes the panel's markdown renderer keeps (features/product-content/safe-url.ts) that an article needs. */
const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:"]);
const AMAZON_SHORT_HOST = /^(?:amzn\.to|amzn\.eu|amzn\.asia|a\.co)$/i;

export interface LinkRules {
  affiliateTag: string | null;
  /** The product's affiliate link. */
  productLink: string;
}

/** The address to keep for `raw`, or null to keep only the link's text. */
export function safeLink(raw: string, rules: LinkRules): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (!SAFE_SCHEMES.has(url.protocol)) return null;
  if (url.protocol === "mailto:") return url.toString();
  if (AMAZON_SHORT_HOST.test(url.hostname)) return rules.productLink;
  if (isMarketplaceHost(url.hostname) && rules.affiliateTag) url.searchParams.set("tag", rules.affiliateTag);
  return url.toString();
}

// Images, inline links (with an optional title) and bare addresses, left to right: a link's own address is
// consumed with it and never read again as a bare one.
const LINKS = /(!?)\[([^\]\n]*)\]\(\s*<?([^)\s>]*)>?(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)|\b((?:https?|mailto):[^\s<>()\]]+[^\s<>()\].,;:!?"'])/gi;
const LINK_DEFINITION = /^ {0,3}\[[^\]\n]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/gm;

function rewriteLinks(text: string, rules: LinkRules): string {
  return text
    .replace(LINK_DEFINITION, (whole, url: string) => {
      const safe = safeLink(url, rules);
      return safe ? whole.replace(url, safe) : "";
    })
    .replace(LINKS, (_whole, bang: string, label: string | undefined, url: string | undefined, bare: string | undefined) => {
      if (bare !== undefined) return safeLink(bare, rules) ?? "";
      if (bang) return label ?? "";
      const safe = safeLink(url ?? "", rules);
      return safe ? `[${label}](${safe})` : (label ?? "");
    });
}

/** No HTML: every `<` is shown as itself. */
const noHtml = (text: string) => text.replace(/</g, "&lt;");

/** A paragraph (or several): its headings become bold lines, so the article keeps its own outline. */
export function modelParagraphs(text: string, rules: LinkRules): string {
  const body = text
    .replace(/\r\n?/g, "\n")
    .replace(/^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/gm, "**$1**")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return rewriteLinks(noHtml(body), rules);
}

/** One line (a title, heading, list item or question): no line break, no leading list or heading marker. */
export function modelLine(text: string, rules: LinkRules): string {
  const line = text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:#{1,6}|>|[-*+]|\d+[.)])\s+/, "");
  return rewriteLinks(noHtml(line), rules);
}

/** Plain text (metadata, keywords): no markdown link or image, addresses and all. */
export function plainLine(text: string): string {
  return text
    .replace(/!?\[([^\]\n]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^<>]*>/g, "")
    .replace(/[<>]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
