// The viewer's markdown to sanitized HTML, on a server: the panel's render worker and the embedded
// backend's niche sites (the browser does not download the pipeline; server.ts is its front door).
// The steps react-markdown used to run in the browser, in the same order: parse, GFM, to HTML nodes
// with raw HTML kept, raw HTML parsed then sanitized, heading and footnote ids, task labels, the URL
// filter; then cell alignment, the link and image rules, serialization.
import { toHtml } from "hast-util-to-html";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified, type PluggableList } from "unified";
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

/** `linkRules`: a site's own rules, run on the links once the viewer's have. */
export function renderMarkdownHtml(markdown: string, options: RenderOptions, linkRules: PluggableList = []): string {
  const processor = unified()
    .use(remarkParse)
    .use(remarkPlugins)
    .use(remarkRehype, { ...remarkRehypeOptions(options.footnoteLabels), allowDangerousHtml: true })
    // The same TOC the browser computes from the same text: heading ids match its entries.
    .use(rehypePlugins(extractToc(markdown)))
    .use(rehypeUrlFilter)
    .use(rehypeCellAlign)
    .use(rehypeContentLinks, { affiliateClassName: options.affiliateClassName, insecureImageLabel: options.insecureImageLabel })
    .use(linkRules);
  const tree = processor.runSync(processor.parse(markdown), markdown);
  return toHtml(tree);
}
