// Gives rendered headings the TOC's ids: a heading on a TOC line takes that entry's id, any other
// heading (levels 4-6, raw HTML, setext) gets a fresh id that never collides with a TOC one.
import type { Element, ElementContent, Root } from "hast";
import { visit } from "unist-util-visit";
import { createSlugger, type TocEntry } from "./toc";

const HEADING_TAG = /^h[1-6]$/;

function textOf(node: ElementContent | Element): string {
  if (node.type === "text") return node.value;
  if (node.type === "element") return node.children.map(textOf).join("");
  return "";
}

export function rehypeHeadingIds(options: { toc: readonly TocEntry[] }) {
  return (tree: Root) => {
    const byLine = new Map(options.toc.map((entry) => [entry.line, entry]));
    const slug = createSlugger(options.toc.map((entry) => entry.id));
    const claimed = new Set<string>();
    visit(tree, "element", (node: Element) => {
      if (!HEADING_TAG.test(node.tagName)) return;
      const entry = node.position ? byLine.get(node.position.start.line) : undefined;
      if (entry && !claimed.has(entry.id)) {
        claimed.add(entry.id);
        node.properties.id = entry.id;
      } else {
        node.properties.id = slug(textOf(node));
      }
    });
  };
}
