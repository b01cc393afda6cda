// A demo niche's published site as the site tests read it: its products straight from the database,
// and a new content version written as the generation queue writes one.
import type { Database } from "../../db/database";
import { refreshContentSummary } from "../../repos/products-repo";

export const SITE_SLUG = "es-cafeteras-espresso";
export const SITE_TAG = "cafeteras-21";
export const SITE_BASE = "http://localhost:8799";

export interface SiteRowOfTest {
  id: number;
  niche_id: number;
  asin: string;
  has_content: boolean;
}

export function siteProducts(db: Database, slug = SITE_SLUG): Promise<SiteRowOfTest[]> {
  return db.query<SiteRowOfTest>(
    "SELECT p.id, p.niche_id, p.asin, p.has_content FROM products p JOIN niches n ON n.id = p.niche_id WHERE n.slug = $1 ORDER BY p.id",
    [slug],
  );
}

export async function addVersion(db: Database, productId: number, content: string, metadata: object = {}): Promise<void> {
  await db.query(
    `INSERT INTO product_contents (product_id, title, content, version, content_metadata)
     SELECT $1, $2, $3, COALESCE(max(version), 0) + 1, $4 FROM product_contents WHERE product_id = $1`,
    [productId, /^# (.+)$/m.exec(content)?.[1] ?? null, content, JSON.stringify(metadata)],
  );
  await refreshContentSummary(db, productId);
}
