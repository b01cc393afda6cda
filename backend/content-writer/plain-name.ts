// A name (a product's, from its link or wherever it came from; a niche's; a title or heading a model wrote) as
// the plain text every writer puts into an article: no HTML, no link, image or bare address, no character
// markdown reads as emphasis, code or a link's brackets, no control character, and nothing at its start that
// would open a heading, quote, list or rule on the line it begins. One pass over the text plus a character scan.
import { inline, type InlineRules } from "./inline-markdown";
import { isMarketplaceHost } from "../../lib/markets/marketplace";

const nameRules: InlineRules = {
  link: (label) => label,
  bare: () => "",
  definition: () => "",
  www: true,
  bareHost: isMarketplaceHost,
  stripTags: true,
  lt: "",
};

/** C0 and C1 controls, line and paragraph separators and the bidirectional marks: a name is one visible line. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

/** Dropped: markdown's emphasis, code, escape and link brackets, what is left of a tag, and the `@` of a mail autolink. */
const MARKUP = /[*`~\\[\]<>@]/g;

/** The name's start made unable to open a block: leading `>`, `-`, `+`, `=`, a heading's `#`s, a list's `1.`. */
function noBlockStart(text: string): string {
  let i = 0;
  for (;;) {
    const from = i;
    while (text[i] === " " || text[i] === ">" || text[i] === "-" || text[i] === "+" || text[i] === "=") i++;
    let j = i;
    while (text[j] === "#") j++;
    if (j > i && (j === text.length || text[j] === " ")) i = j;
    j = i;
    while (j - i < 10 && text[j] >= "0" && text[j] <= "9") j++;
    if (j > i && (text[j] === "." || text[j] === ")") && (j + 1 === text.length || text[j + 1] === " ")) i = j + 1;
    if (i === from) return text.slice(i);
  }
}

export function plainName(text: string): string {
  const kept = inline(text.replace(CONTROL, " "), nameRules)
    .replace(MARKUP, "")
    .replace(/[_\s]+/g, " ")
    .trim();
  return noBlockStart(kept).trim();
}
