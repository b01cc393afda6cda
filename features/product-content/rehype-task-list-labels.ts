// GFM task list items render a bare <input type="checkbox">: give it its item's text as its name,
// so screen readers announce what is (un)checked (WCAG 4.1.2; axe "label").
import type { Element, ElementContent, Root } from "hast";
import { visit } from "unist-util-visit";

/** The item's own text: nested lists belong to their own items. */
function ownText(nodes: readonly ElementContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return node.value;
      if (node.type === "element" && node.tagName !== "ul" && node.tagName !== "ol") return ownText(node.children);
      return "";
    })
    .join("");
}

function isCheckbox(node: ElementContent): node is Element {
  return node.type === "element" && node.tagName === "input" && node.properties.type === "checkbox";
}

export function rehypeTaskListLabels() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "li") return;
      // The checkbox is the item's first child, or the first child of its paragraph in loose lists.
      const first = node.children.find((c): c is Element => c.type === "element");
      const box = first?.tagName === "p" ? first.children.find(isCheckbox) : first && isCheckbox(first) ? first : undefined;
      if (!box || box.properties.ariaLabel || box.properties.ariaLabelledBy) return;
      const text = ownText(node.children).replace(/\s+/g, " ").trim();
      if (text) box.properties.ariaLabel = text;
    });
  };
}
