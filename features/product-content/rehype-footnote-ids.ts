// GFM footnotes already carry the 'user-content-' prefix and the sanitizer adds it again; undo the
// double prefix so footnote links reach their targets (raw HTML ids keep their single prefix).
import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

const DOUBLE = "user-content-user-content-";

export function rehypeFootnoteIds() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      const id = node.properties.id;
      if (typeof id === "string" && id.startsWith(DOUBLE)) node.properties.id = id.slice("user-content-".length);
    });
  };
}
