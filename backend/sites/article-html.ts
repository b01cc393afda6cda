// An article's HTML on its site: the content viewer's pipeline (the same sanitizing and link rules),
// then the site's affiliate rule. Kept by text and tag: a page read again renders nothing, and a
// regeneration (a new text) or a new tag renders anew at the next request.
import { createHash } from "node:crypto";
import { renderMarkdownHtml } from "../../features/product-content/render-markdown";
import { rehypeSiteLinks, type SiteLinkOptions } from "./site-links";

export interface ArticleWords {
  notes: string;
  insecureImage: string;
}

/** Rendered versions kept: the pages read most often render once. */
const KEPT = 200;
const rendered = new Map<string, string>();

export function articleHtml(markdown: string, links: SiteLinkOptions, words: ArticleWords): string {
  const digest = createHash("sha256").update(markdown).digest("base64");
  const key = JSON.stringify([digest, links.affiliateTag, links.dominio, words.notes, words.insecureImage]);
  const hit = rendered.get(key);
  if (hit !== undefined) {
    rendered.delete(key);
    rendered.set(key, hit);
    return hit;
  }
  const html = renderMarkdownHtml(
    markdown,
    {
      footnoteLabels: { label: words.notes, backLabel: `${words.notes} {n}` },
      affiliateClassName: "amazon",
      insecureImageLabel: words.insecureImage,
    },
    [[rehypeSiteLinks, links]],
  );
  rendered.set(key, html);
  if (rendered.size > KEPT) rendered.delete(rendered.keys().next().value as string);
  return html;
}
