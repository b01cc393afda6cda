// What raw HTML in generated content may keep: GitHub's
// schema keeps formatting, images, tables and details/summary; this one also drops form-related
// attributes, focus hijacks and whole script-capable subtrees. Styles and classes never pass, so no
// content can overlay the page. Ids stay prefixed ('user-content-') against DOM clobbering; heading
// ids are set afterwards by the heading-id plugin, with the same prefix, and the TOC links to them.
import { defaultSchema } from "rehype-sanitize";
import type { Options as SanitizeSchema } from "rehype-sanitize";
import { SAFE_PROTOCOLS } from "./safe-url";

const DROPPED_GLOBAL_ATTRIBUTES = new Set(["action", "method", "encType", "acceptCharset", "accept", "tabIndex", "accessKey", "prompt"]);
const DROPPED_TAGS = new Set(["picture", "source"]);
const EXTRA_TAGS = ["mark", "u", "small", "figure", "figcaption", "caption", "abbr", "cite"];

/** Removed together with everything inside (not just unwrapped), so no CSS or markup leaks as text. */
const STRIPPED_SUBTREES = [
  "script", "style", "svg", "math", "iframe", "frame", "frameset", "object", "embed", "applet", "template",
  "noscript", "noembed", "noframes", "textarea", "select", "title", "xmp", "plaintext", "head", "canvas",
];

const defaults = defaultSchema.attributes ?? {};

export const contentSanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []).filter((tag) => !DROPPED_TAGS.has(tag)), ...EXTRA_TAGS],
  attributes: {
    ...Object.fromEntries(Object.entries(defaults).filter(([tag]) => !DROPPED_TAGS.has(tag))),
    "*": (defaults["*"] ?? []).filter((attribute) => typeof attribute !== "string" || !DROPPED_GLOBAL_ATTRIBUTES.has(attribute)),
    a: [...(defaults.a ?? []), "title"],
    img: ["alt", "title", "src", "width", "height"],
  },
  protocols: {
    cite: ["http", "https"],
    href: [...SAFE_PROTOCOLS],
    // data: images are narrowed to raster base64 by the URL transform (safeImageUrl).
    src: ["http", "https", "data"],
  },
  strip: STRIPPED_SUBTREES,
};
