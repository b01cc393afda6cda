// A niche site's view as its pages get it, from a site's content and its niche's fields.
import type { WebsiteContent } from "../../content-writer/website-content";
import { siteView, type SiteView } from "../../sites/site-view";
import type { SiteProduct } from "../../repos/sites-repo";

export function siteViewOf(content: WebsiteContent, niche: { name: string; tone: string; affiliateTag: string | null; mercado?: string }): SiteView {
  return siteView(content.slug, {
    website_content: content,
    template: null,
    site_updated_at: "2026-01-01T00:00:00Z",
    niche: { id: 1, name: niche.name, slug: content.slug, default_tone: niche.tone, affiliate_tag: niche.affiliateTag, mercado: niche.mercado ?? null, updated_at: "2026-01-01T00:00:00Z" },
  }, "http://localhost:8000");
}

/** One index page holding `products` (none with an article unless said). */
export function indexOf(products: (Omit<SiteProduct, "has_content" | "updated_at"> & { has_content?: boolean })[]) {
  return { page: 1, hasNext: false, products: products.map((p) => ({ has_content: false, updated_at: "2026-01-01T00:00:00Z", ...p })) };
}
