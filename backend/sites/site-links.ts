// A site's rule for the Amazon links of its articles, after the content viewer's: every one follows the
// writer's one rule for Amazon addresses (the niche's marketplace and tag, no other) and says it is paid;
// a short link, whose tag the reader cannot see, or an address the rule refuses, is left as text.
import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";
import { affiliateLink, amazonAddress } from "../content-writer/affiliate-link";

export const AFFILIATE_REL = ["sponsored", "nofollow", "noopener"];

export interface SiteLinkOptions {
  affiliateTag: string | null;
  /** The niche's marketplace, e.g. amazon.es. */
  dominio: string;
}

/** The tagged address of an Amazon link; null for a short link or an address the rule refuses. */
export function taggedAmazonHref(href: string, { affiliateTag, dominio }: SiteLinkOptions): string | null {
  const url = amazonAddress(href);
  return url ? affiliateLink(url, { tag: affiliateTag, domain: dominio }) : null;
}

export function rehypeSiteLinks(options: SiteLinkOptions) {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "a" || !("dataAffiliate" in node.properties)) return undefined;
      const href = taggedAmazonHref(String(node.properties.href), options);
      if (href === null) {
        if (parent && typeof index === "number") parent.children[index] = { type: "element", tagName: "span", properties: {}, children: node.children };
        return index;
      }
      node.properties = { ...node.properties, href, rel: AFFILIATE_REL };
      return undefined;
    });
  };
}
