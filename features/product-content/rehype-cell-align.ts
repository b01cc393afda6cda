// GFM column alignment arrives as `align` on table cells. The stylesheet left-aligns cells, which
// beats that attribute, so it becomes an inline text-align as react-markdown used to render it.
import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

const ALIGNMENTS = new Set(["left", "right", "center", "justify"]);

export function rehypeCellAlign() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "td" && node.tagName !== "th") return;
      const align = node.properties.align;
      if (typeof align !== "string") return;
      delete node.properties.align;
      if (ALIGNMENTS.has(align.toLowerCase())) node.properties.style = `text-align:${align.toLowerCase()}`;
    });
  };
}
