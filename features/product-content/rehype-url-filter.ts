// The last step react-markdown ran on the tree before turning it into elements, kept now that the
// server serializes the tree itself: leftover raw HTML becomes text and every URL attribute goes
// through the viewer's URL filter.
import type { Element, Root, Text } from "hast";
import { urlAttributes } from "html-url-attributes";
import { visit } from "unist-util-visit";
import { urlTransform } from "./markdown-pipeline";

function filterUrls(node: Element) {
  for (const [key, tags] of Object.entries(urlAttributes)) {
    if (!Object.hasOwn(node.properties, key)) continue;
    if (tags === null || tags.includes(node.tagName)) {
      const value = node.properties[key];
      node.properties[key] = urlTransform(String(value || ""), key);
    }
  }
}

export function rehypeUrlFilter() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === "raw" && parent && typeof index === "number") {
        const text: Text = { type: "text", value: node.value };
        parent.children[index] = text;
        return index;
      }
      if (node.type === "element") filterUrls(node);
      return undefined;
    });
  };
}
