// Link and image rules of the rendered content, applied to the sanitized tree: links
// open in a new tab, Amazon links become affiliate buttons with a cart icon, images load lazily
// without a referrer, an address the URL filter emptied leaves plain text behind, and an image over
// plain HTTP (which the panel's CSP blocks, and which would leak the reader's visit in clear) becomes
// a placeholder with its address as a link: neither loaded nor lost.
import type { Element, ElementContent, Root } from "hast";
import { visit } from "unist-util-visit";
import { isOnAmazonHost, resolveContentUrl } from "./url-resolution";

export interface ContentLinksOptions {
  /** Classes that make an affiliate link look like the panel's small button. */
  affiliateClassName: string;
  /** What stands in for an image over plain HTTP, before its address. */
  insecureImageLabel: string;
}

const NEW_TAB = { target: "_blank", rel: ["noopener", "noreferrer"] };
// Another site: neither the reader's session nor the page's ranking goes with the click.
const EXTERNAL = { target: "_blank", rel: ["noopener", "noreferrer", "nofollow"], dataExternal: "" };

function svgChild(tagName: string, properties: Element["properties"]): Element {
  return { type: "element", tagName, properties, children: [] };
}

/** lucide's "shopping-cart" (ISC licence), with the attributes lucide-react gives a decorative icon. */
function cartIcon(): Element {
  return {
    type: "element",
    tagName: "svg",
    properties: {
      xmlns: "http://www.w3.org/2000/svg",
      width: "24",
      height: "24",
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: "2",
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className: ["lucide", "lucide-shopping-cart"],
      ariaHidden: "true",
    },
    children: [
      svgChild("path", { d: "m2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18" }),
      svgChild("path", { d: "M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25" }),
      svgChild("circle", { cx: "18", cy: "20", r: "2" }),
      svgChild("circle", { cx: "8", cy: "20", r: "2" }),
    ],
  };
}

function span(children: ElementContent[], properties: Element["properties"] = {}): Element {
  return { type: "element", tagName: "span", properties, children };
}

/** An image that is not loaded: its alt text and label, then its address as an external link. */
function insecureImage(url: URL, alt: string, label: string): Element {
  const text = alt ? `${label} (${alt}):` : `${label}:`;
  const link: Element = { type: "element", tagName: "a", properties: { href: url.href, ...EXTERNAL }, children: [{ type: "text", value: url.href }] };
  return span([span([{ type: "text", value: text }]), { type: "text", value: " " }, link], { dataInsecureImage: "" });
}

/** The element that stands for `node`, or null to drop it. */
function rewrite(node: Element, options: ContentLinksOptions): Element | null {
  if (node.tagName === "a") {
    const href = typeof node.properties.href === "string" ? node.properties.href : "";
    const resolved = href ? resolveContentUrl(href) : null;
    if (!resolved) return span(node.children);
    if (resolved.kind === "fragment") {
      node.properties = { ...node.properties, href: resolved.href };
      return node;
    }
    if (resolved.kind === "panel") {
      node.properties = { ...node.properties, href: resolved.href, ...NEW_TAB };
      return node;
    }
    node.properties = { ...node.properties, href: resolved.href, ...EXTERNAL };
    if (isOnAmazonHost(resolved.url)) {
      node.properties = { ...node.properties, dataAffiliate: "", className: options.affiliateClassName.split(/\s+/).filter(Boolean) };
      node.children = [cartIcon(), ...node.children];
    }
    return node;
  }
  if (node.tagName === "img") {
    const src = typeof node.properties.src === "string" ? node.properties.src : "";
    const alt = typeof node.properties.alt === "string" ? node.properties.alt : "";
    const resolved = src ? resolveContentUrl(src) : null;
    if (!resolved || resolved.kind === "fragment") return alt ? span([{ type: "text", value: alt }]) : null;
    if (resolved.kind === "external" && resolved.url.protocol === "http:") return insecureImage(resolved.url, alt, options.insecureImageLabel);
    node.properties = { ...node.properties, src: resolved.href, alt, loading: "lazy", referrerPolicy: "no-referrer" };
  }
  return node;
}

export function rehypeContentLinks(options: ContentLinksOptions) {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "a" && node.tagName !== "img") return undefined;
      const replacement = rewrite(node, options);
      if (replacement === node || !parent || typeof index !== "number") return undefined;
      if (replacement) parent.children[index] = replacement;
      else parent.children.splice(index, 1);
      // Revisit this index: the span (or the next sibling) may hold more links.
      return index;
    });
  };
}
