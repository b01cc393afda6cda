// The one markdown pipeline of the viewer: GFM, raw HTML parsed then sanitized, TOC heading ids.
// Only servers run it (render-markdown.ts); the preview, the full-screen window and the niche sites
// show its HTML.
import type { PluggableList } from "unified";
import remarkGfm from "remark-gfm";
import rehypeRaw from "rehype-raw";
import rehypeSanitize from "rehype-sanitize";
import { contentSanitizeSchema } from "./sanitize-schema";
import { rehypeFootnoteIds } from "./rehype-footnote-ids";
import { rehypeHeadingIds } from "./rehype-heading-ids";
import { rehypeTaskListLabels } from "./rehype-task-list-labels";
import { safeImageUrl, safeUrl } from "./safe-url";
import type { TocEntry } from "./toc";

export const remarkPlugins: PluggableList = [remarkGfm];

/** Sanitizing runs after raw HTML is parsed and before ids and labels are set (ours are trusted). */
export function rehypePlugins(toc: readonly TocEntry[]): PluggableList {
  return [
    rehypeRaw,
    [rehypeSanitize, contentSanitizeSchema],
    rehypeFootnoteIds,
    [rehypeHeadingIds, { toc }],
    rehypeTaskListLabels,
  ];
}

/** The last check on every URL attribute (rehype-url-filter.ts). */
export function urlTransform(url: string, key: string): string {
  return key === "src" ? safeImageUrl(url) : safeUrl(url);
}

export interface FootnoteLabels {
  /** Heading of the footnotes section. */
  label: string;
  /** Accessible name of a back reference; {n} is the note number. */
  backLabel: string;
}

export function remarkRehypeOptions(labels: FootnoteLabels) {
  return {
    footnoteLabel: labels.label,
    footnoteBackLabel: (referenceIndex: number) => labels.backLabel.replace("{n}", String(referenceIndex + 1)),
  };
}
