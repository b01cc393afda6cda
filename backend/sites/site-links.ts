// A site's rule for the Amazon links of its articles, after the content viewer's: every one carries
// the niche's tag (a product link goes to the niche's marketplace, any other keeps its page with the
// tag set in place of whatever tag it had) and says it is paid; a short link, whose tag the reader
// cannot see, is left as text.
import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";
import { productAsin } from "../../lib/markets/product-url";
import { affiliateUrl } from "../content-writer/product-article";

export const AFFILIATE_REL = ["sponsored", "nofollow", "noopener"];

export interface SiteLinkOptions {
  affiliateTag: string | null;
  /** The niche's marketplace, e.g. amazon.es. */
  dominio: string;
}

/** The tagged address of an Amazon link; null for a short link. */
export function taggedAmazonHref(href: string, { affiliateTag, dominio }: SiteLinkOptions): string | null {
  const url = new URL(href);
  if (url.hostname.toLowerCase().replace(/\.$/, "") === "amzn.to") return null;
  const asin = productAsin(href);
  if (asin) return affiliateUrl(href, asin, dominio, affiliateTag);
  url.searchParams.delete("tag");
  if (affiliateTag) url.searchParams.set("tag", affiliateTag);
  return url.toString();
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
