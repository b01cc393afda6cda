// SQL for the generated preview sites (one per niche slug) and what their pages show.
import type { Database } from "../db/database";
import type { WebsiteContent } from "../content-writer/website-content";
import type { SiteProduct } from "../sites/render-site";

export interface SiteTemplate {
  id?: number;
  name?: string;
  slug?: string;
  github_url?: string | null;
}

export interface SiteRow {
  website_content: WebsiteContent;
  template: SiteTemplate | null;
}

export async function getSite(db: Database, slug: string): Promise<SiteRow | undefined> {
  return db.one<SiteRow>("SELECT website_content, template FROM sites WHERE slug = $1", [slug]);
}

export async function upsertSite(
  db: Database,
  site: { slug: string; websiteContent: WebsiteContent; config: unknown; template: SiteTemplate | null },
): Promise<void> {
  await db.query(
    `INSERT INTO sites (slug, website_content, config, template) VALUES ($1, $2, $3, $4)
     ON CONFLICT (slug) DO UPDATE SET website_content = EXCLUDED.website_content, config = EXCLUDED.config,
       template = EXCLUDED.template, updated_at = now()`,
    [site.slug, JSON.stringify(site.websiteContent), JSON.stringify(site.config), JSON.stringify(site.template)],
  );
}

export async function deleteSite(db: Database, slug: string): Promise<void> {
  await db.query("DELETE FROM sites WHERE slug = $1", [slug]);
}

/** A site lists up to 48 of its niche's products, finished ones first. */
export async function listSiteProducts(db: Database, nicheId: number): Promise<SiteProduct[]> {
  return db.query<SiteProduct>(
    `SELECT id, name, product_name, content_title, amazon_url, asin FROM products WHERE niche_id = $1
     ORDER BY (generation_status = 'completed') DESC, id LIMIT 48`,
    [nicheId],
  );
}
