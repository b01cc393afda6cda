// Text a model wrote, made safe to store as article markdown: no raw HTML, no image, no link outside the
// schemes the panel's renderer lets through, the affiliate tag on every Amazon link (a short link, which
// cannot carry one, becomes the product's link), and no heading of its own to break the article's outline.
import { isMarketplaceHost } from "../../lib/markets/marketplace";
import { affiliateLink, amazonAddress } from "./affiliate-link";
import { inline, type InlineRules } from "./inline-markdown";

/** The schemes the panel's markdown renderer keeps (features/product-content/safe-url.ts) that an article needs. */
const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:"]);
const AMAZON_SHORT_HOST = /^(?:amzn\.to|amzn\.eu|amzn\.asia|a\.co)$/i;

export interface LinkRules {
  affiliateTag: string | null;
  /** The niche's marketplace ("amazon.es"): the only one an article links to. */
  marketplaceDomain: string;
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
  if (isMarketplaceHost(url.hostname)) return affiliateLink(url, { tag: rules.affiliateTag, domain: rules.marketplaceDomain });
  return url.toString();
}

/** A model's markdown: every link and definition's address made safe (or the link left as its text), images as their text. */
const markdownRules = (rules: LinkRules): InlineRules => ({
  link: (label, url, image) => {
    const safe = image ? null : safeLink(url, rules);
    return safe ? `[${label}](${safe})` : label;
  },
  // A scheme-less address is one of Amazon's (see bareHost): a reader's renderer may link it all the same.
  bare: (url) => safeLink(amazonAddress(url)?.toString() ?? url, rules) ?? "",
  definition: (label, url) => {
    const safe = safeLink(url, rules);
    return safe ? `${label}: ${safe}` : "";
  },
  www: false,
  bareHost: isMarketplaceHost,
  // No HTML: every `<` is shown as itself.
  stripTags: false,
  lt: "&lt;",
});

/** A markdown heading line (`## Text ##`): its text, or null. */
function headingText(line: string): string | null {
  let i = 0;
  while (i < 3 && line[i] === " ") i++;
  const hashes = i;
  while (line[i] === "#" && i - hashes < 7) i++;
  if (i === hashes || i - hashes > 6 || (line[i] !== " " && line[i] !== "\t")) return null;
  while (line[i] === " " || line[i] === "\t") i++;
  let end = line.length;
  while (end > i + 1 && (line[end - 1] === " " || line[end - 1] === "\t" || line[end - 1] === "#")) end--;
  return end > i ? line.slice(i, end) : null;
}

/** A paragraph (or several): its headings become bold lines, so the article keeps its own outline. */
export function modelParagraphs(text: string, rules: LinkRules): string {
  const body = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => {
      const heading = headingText(line);
      return heading === null ? line : `**${heading}**`;
    })
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return inline(body, markdownRules(rules));
}

/** One line (a list item): no line break, no leading list or heading marker. */
export function modelLine(text: string, rules: LinkRules): string {
  const line = text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:#{1,6}|>|[-*+]|\d+[.)])\s+/, "");
  return inline(line, markdownRules(rules));
}

/** Plain text links nothing: an Amazon address in it, tagged or not, is dropped. */
const plainRules: InlineRules = {
  link: (label) => label,
  bare: (url) => (amazonAddress(url) ? "" : url),
  definition: (label, url) => `${label}: ${amazonAddress(url) ? "" : url}`,
  www: false,
  bareHost: isMarketplaceHost,
  stripTags: true,
  lt: "",
};

/** Plain text (metadata, keywords): no markdown link or image, addresses and all, no Amazon address and no HTML. */
export function plainLine(text: string): string {
  return inline(text, plainRules)
    .replace(/[<>]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
