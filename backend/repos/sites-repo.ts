// SQL for the generated preview sites (one per niche slug) and what their pages show.
import type { Database } from "../db/database";
import type { WebsiteContent } from "../content-writer/website-content";

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

// Niche and product answers say whether there is a site (site_export_available, article_url): a
// site's write is a write to their lists, which the list caches must see.
const BUMP_LISTS = "WITH bump AS (UPDATE list_version SET version = version + 1)";

export async function upsertSite(
  db: Database,
  site: { slug: string; websiteContent: WebsiteContent; config: unknown; template: SiteTemplate | null },
): Promise<void> {
  await db.query(
    `${BUMP_LISTS} INSERT INTO sites (slug, website_content, config, template) VALUES ($1, $2, $3, $4)
     ON CONFLICT (slug) DO UPDATE SET website_content = EXCLUDED.website_content, config = EXCLUDED.config,
       template = EXCLUDED.template, updated_at = now()`,
    [site.slug, JSON.stringify(site.websiteContent), JSON.stringify(site.config), JSON.stringify(site.template)],
  );
}

export async function deleteSite(db: Database, slug: string): Promise<void> {
  await db.query(`${BUMP_LISTS} DELETE FROM sites WHERE slug = $1`, [slug]);
}

/** The site of `slug` with its niche (null when the niche is gone): all its pages read. */
export interface SiteState extends SiteRow {
  site_updated_at: string;
  niche: SiteNiche | null;
}

export interface SiteNiche {
  id: number;
  name: string;
  slug: string;
  default_tone: string | null;
  affiliate_tag: string | null;
  mercado: string | null;
  updated_at: string;
}

export async function getSiteState(db: Database, slug: string): Promise<SiteState | undefined> {
  return db.one<SiteState>(
    `SELECT s.website_content, s.template, to_json(s.updated_at)#>>'{}' AS site_updated_at,
       CASE WHEN n.id IS NULL THEN NULL ELSE json_build_object('id', n.id, 'name', n.name, 'slug', n.slug,
         'default_tone', n.default_tone, 'affiliate_tag', n.affiliate_tag, 'mercado', n.mercado, 'updated_at', n.updated_at) END AS niche
     FROM sites s LEFT JOIN niches n ON n.slug = s.slug WHERE s.slug = $1`,
    [slug],
  );
}

/** The slug of a niche that has a site, when the niche exists. */
export async function getNicheSiteSlug(db: Database, nicheId: number): Promise<string | undefined> {
  const row = await db.one<{ slug: string }>("SELECT n.slug FROM niches n JOIN sites s ON s.slug = n.slug WHERE n.id = $1", [nicheId]);
  return row?.slug;
}

export interface SiteProduct {
  id: number;
  name: string | null;
  product_name: string | null;
  content_title: string | null;
  amazon_url: string;
  asin: string | null;
  /** It has a published article. */
  has_content: boolean;
  updated_at: string;
}

/** Products on the index: those with an article first, a page at a time (one row more says another page follows). */
export async function listSiteProducts(db: Database, nicheId: number, page: { offset: number; limit: number }): Promise<SiteProduct[]> {
  return db.query<SiteProduct>(
    `SELECT id, name, product_name, content_title, amazon_url, asin, has_content, to_json(updated_at)#>>'{}' AS updated_at
     FROM products WHERE niche_id = $1 ORDER BY has_content DESC, id LIMIT $2 OFFSET $3`,
    [nicheId, page.limit, page.offset],
  );
}

/** How many products the niche has, from the kept counts. */
export async function countSiteProducts(db: Database, nicheId: number): Promise<number> {
  const row = await db.one<{ n: string | number | null }>("SELECT sum(n) AS n FROM product_counts WHERE niche_id = $1", [nicheId]);
  return Number(row?.n ?? 0);
}

/** A published article's listing: its product and its latest version, without the text. */
export interface SiteArticleRef {
  id: number;
  asin: string | null;
  content_id: number;
  title: string | null;
  generated_at: string;
}

const LATEST = `CROSS JOIN LATERAL (SELECT c.id, c.title, c.content, c.generated_at, c.content_metadata FROM product_contents c
  WHERE c.product_id = p.id ORDER BY c.version DESC LIMIT 1) c`;

/** The niche's published articles after product `afterId`, in id order, at most `limit` (from the partial index of products with content). */
export async function listSiteArticles(db: Database, nicheId: number, afterId: number, limit: number): Promise<SiteArticleRef[]> {
  return db.query<SiteArticleRef>(
    `SELECT p.id, p.asin, c.id AS content_id, c.title, to_json(c.generated_at)#>>'{}' AS generated_at
     FROM products p ${LATEST} WHERE p.niche_id = $1 AND p.has_content AND p.id > $2 ORDER BY p.id LIMIT $3`,
    [nicheId, afterId, limit],
  );
}

export interface SiteArticle extends SiteArticleRef {
  amazon_url: string;
  name: string | null;
  product_name: string | null;
  updated_at: string;
  content: string;
  content_metadata: { meta_title?: string | null; meta_description?: string | null; keywords?: unknown; og_image_url?: string | null } | null;
}

/** One product's article: the product an article path names, with its latest version. */
export async function getSiteArticle(db: Database, nicheId: number, key: { asin: string } | { id: number }): Promise<SiteArticle | undefined> {
  const [column, value] = "asin" in key ? ["p.asin", key.asin] : ["p.id", key.id];
  return db.one<SiteArticle>(
    `SELECT p.id, p.asin, p.amazon_url, p.name, p.product_name, to_json(p.updated_at)#>>'{}' AS updated_at,
       c.id AS content_id, c.title, c.content, to_json(c.generated_at)#>>'{}' AS generated_at, c.content_metadata
     FROM products p ${LATEST} WHERE p.niche_id = $1 AND ${column} = $2 AND p.has_content ORDER BY p.id LIMIT 1`,
    [nicheId, value],
  );
}

/** Several articles whole, by product id (the export, a batch at a time). */
export async function getSiteArticles(db: Database, ids: number[]): Promise<SiteArticle[]> {
  return db.query<SiteArticle>(
    `SELECT p.id, p.asin, p.amazon_url, p.name, p.product_name, to_json(p.updated_at)#>>'{}' AS updated_at,
       c.id AS content_id, c.title, c.content, to_json(c.generated_at)#>>'{}' AS generated_at, c.content_metadata
     FROM products p ${LATEST} WHERE p.id = ANY($1::int[]) ORDER BY p.id`,
    [ids],
  );
}
