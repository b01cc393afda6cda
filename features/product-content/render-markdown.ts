import "server-only";
// The viewer's markdown to sanitized HTML, on the server (the browser does not download the
// pipeline). The steps react-markdown used to run in the browser, in the same order: parse,
// GFM, to HTML nodes with raw HTML kept, raw HTML parsed then sanitized, heading and footnote ids,
// task labels, the URL filter; then cell alignment, the link and image rules, serialization.
import { toHtml } from "hast-util-to-html";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { rehypePlugins, remarkPlugins, remarkRehypeOptions, type FootnoteLabels } from "./markdown-pipeline";
import { rehypeCellAlign } from "./rehype-cell-align";
import { rehypeContentLinks } from "./rehype-content-links";
import { rehypeUrlFilter } from "./rehype-url-filter";
import { extractToc } from "./toc";

export interface RenderOptions {
  footnoteLabels: FootnoteLabels;
  /** Classes of an affiliate link (the panel's small button). */
  affiliateClassName: string;
  /** What stands in for an image over plain HTTP, before its address. */
  insecureImageLabel: string;
}

export function renderMarkdownHtml(markdown: string, options: RenderOptions): string {
  const processor = unified()
    .use(remarkParse)
    .use(remarkPlugins)
    .use(remarkRehype, { ...remarkRehypeOptions(options.footnoteLabels), allowDangerousHtml: true })
    // The same TOC the browser computes from the same text: heading ids match its entries.
    .use(rehypePlugins(extractToc(markdown)))
    .use(rehypeUrlFilter)
    .use(rehypeCellAlign)
    .use(rehypeContentLinks, { affiliateClassName: options.affiliateClassName, insecureImageLabel: options.insecureImageLabel });
  const tree = processor.runSync(processor.parse(markdown), markdown);
  return toHtml(tree);
}
