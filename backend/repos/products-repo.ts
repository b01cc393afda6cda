// SQL for products and their content versions.
import type { Database } from "../db/database";
import { containing } from "../util/text";
import type { Product, ProductContent } from "../../features/products/schemas";
import { ARTICLE_PATH_SQL } from "../../lib/sites/article-path";

// A product's API JSON, encoded by the database as rows are read, from this one list of its fields in the
// API's order: a new field is a line here (and its column in a migration), never a SQL function copied
// into another migration. The product is `p`, joined with its niche `n`.
const FIELDS: Record<string, string> = {
  id: "p.id",
  amazon_url: "p.amazon_url",
  name: "p.name",
  asin: "p.asin",
  niche_id: "p.niche_id",
  niche_name: "n.name",
  niche_slug: "n.slug",
  niche: "json_build_object('id', n.id, 'name', n.name, 'slug', n.slug)",
  custom_tone: "p.custom_tone",
  generation_status: "p.generation_status",
  product_name: "p.product_name",
  content_title: "p.content_title",
  content_image_url: "p.content_image_url",
  error_message: "p.error_message",
  created_at: "p.created_at",
  updated_at: "p.updated_at",
};

/**
 * The address of the product's published article on its niche's site (`lib/sites/article-path.ts`):
 * null while it has no content or the niche no site. `siteBase` is the public base address.
 */
const articleUrl = (siteBase: string) =>
  `CASE WHEN p.has_content AND EXISTS (SELECT 1 FROM sites s WHERE s.slug = n.slug)
     THEN '${`${siteBase}/sites/`.replace(/'/g, "''")}' || n.slug || '/' || ${ARTICLE_PATH_SQL} || '/' END`;

const columnsBySite = new Map<string, string>();

function columns(siteBase: string): string {
  let list = columnsBySite.get(siteBase);
  if (list === undefined) {
    list = Object.entries({ ...FIELDS, article_url: articleUrl(siteBase) })
      .map(([key, value]) => `${value} AS ${key}`)
      .join(", ");
    columnsBySite.set(siteBase, list);
  }
  return list;
}

/** The API's rows of the products `where` selects, named `p` as the products are (their fields, not their columns). */
const rows = (where: string, siteBase: string) => `(SELECT ${columns(siteBase)} FROM products p JOIN niches n ON n.id = p.niche_id ${where}) p`;

/** The JSON text of the product `where` selects. */
const productJson = (where: string, siteBase: string) => `SELECT row_to_json(p)::text AS j FROM ${rows(where, siteBase)}`;

/** The JSON array of the products `where` selects, in `order` (of `p.id`). */
const productJsonArray = (where: string, order: string, siteBase: string) =>
  `SELECT '[' || COALESCE(string_agg(row_to_json(p)::text, ',' ORDER BY ${order}), '') || ']' AS j FROM ${rows(where, siteBase)}`;

export interface ProductFilters {
  nicheId?: number;
  /** One status, or several separated by commas (a screen's group: "failed,error" for "Error"). */
  status?: string;
  /** Text in the URL, ASIN, names or title, or in the niche's name or slug; case and accents ignored. */
  q?: string;
  skip?: number;
  limit?: number;
}

function statusesOf(status: string | undefined): string[] | null {
  const list = (status ?? "").split(",").map((one) => one.trim()).filter(Boolean);
  return list.length ? list : null;
}

/** The SQL condition of `f` on `products p`, with its params. */
function whereOf(f: ProductFilters): { cond: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.nicheId !== undefined) {
    params.push(f.nicheId);
    where.push(`p.niche_id = $${params.length}`);
  }
  const statuses = statusesOf(f.status);
  if (statuses) {
    params.push(statuses);
    where.push(`p.generation_status = ANY($${params.length}::text[])`);
  }
  const q = f.q?.trim();
  if (q) {
    // Folded as the stored search_text is (migration 11), which holds the niche's name and slug too.
    params.push(containing(q));
    where.push(`p.search_text LIKE fold_text($${params.length})`);
  }
  return { cond: where.length ? `WHERE ${where.join(" AND ")}` : "", params };
}

/** `siteBase`: the public base address, which the products' `article_url` starts with. */
export async function listProductsJson(db: Database, siteBase: string, f: ProductFilters = {}, order = "p.id"): Promise<string> {
  const { cond, params } = whereOf(f);
  if (!f.skip && f.limit === undefined) {
    return (await db.jsonText(productJsonArray(cond, order, siteBase), params)) ?? "[]";
  }
  params.push(f.skip ?? 0);
  let page = `OFFSET $${params.length}`;
  if (f.limit !== undefined) {
    params.push(f.limit);
    page += ` LIMIT $${params.length}`;
  }
  // Page the ids first (from the indexes), then build JSON for that page only.
  const sql = productJsonArray(`WHERE p.id IN (SELECT p.id FROM products p ${cond} ORDER BY ${order} ${page})`, order, siteBase);
  return (await db.jsonText(sql, params)) ?? "[]";
}

/** How many products match the filters, paging aside: from the kept counts unless text is searched. */
export async function countProducts(db: Database, f: ProductFilters = {}): Promise<number> {
  if (!f.q?.trim()) {
    const params = [f.nicheId ?? null, statusesOf(f.status)];
    const row = await db.one<{ n: string | number | null }>(
      "SELECT sum(n) AS n FROM product_counts WHERE ($1::int IS NULL OR niche_id = $1) AND ($2::text[] IS NULL OR generation_status = ANY($2))",
      params,
    );
    return Number(row?.n ?? 0);
  }
  const { cond, params } = whereOf(f);
  const row = await db.one<{ n: string | number }>(`SELECT count(*) AS n FROM products p ${cond}`, params);
  return Number(row?.n ?? 0);
}

export interface ProductSearch {
  q: string;
  skip: number;
  limit: number;
  /** Only this niche's products. */
  nicheId?: number;
}

export async function searchProductsJson(db: Database, siteBase: string, { q, skip, limit, nicheId }: ProductSearch): Promise<string> {
  return listProductsJson(db, siteBase, { q, nicheId, skip, limit }, "p.id DESC");
}

export async function getProduct(db: Database, siteBase: string, id: number): Promise<Product | undefined> {
  return db.json<Product>(productJson("WHERE p.id = $1", siteBase), [id]);
}

export async function getProductsByIds(db: Database, siteBase: string, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  return (
    (await db.json<Product[]>(
      productJsonArray("WHERE p.id = ANY($1::int[])", "p.id", siteBase),
      [ids],
    )) ?? []
  );
}

export interface ProductRow {
  id: number;
  niche_id: number;
  amazon_url: string;
  asin: string | null;
  name: string | null;
  custom_tone: string | null;
  generation_status: string;
}

export async function getProductRow(db: Database, id: number): Promise<ProductRow | undefined> {
  return db.one<ProductRow>(
    "SELECT id, niche_id, amazon_url, asin, name, custom_tone, generation_status FROM products WHERE id = $1",
    [id],
  );
}

/** A product of the niche with the same URL or the same ASIN. */
export async function findDuplicate(db: Database, nicheId: number, url: string, asin: string | null, exceptId = -1) {
  return db.one<{ id: number }>(
    `SELECT id FROM products WHERE niche_id = $1 AND id <> $4 AND (amazon_url = $2 OR ($3::text IS NOT NULL AND asin = $3)) LIMIT 1`,
    [nicheId, url, asin, exceptId],
  );
}

export async function insertProducts(
  db: Database,
  nicheId: number,
  items: { amazon_url: string; asin: string | null; name: string }[],
): Promise<number[]> {
  if (items.length === 0) return [];
  const rows = await db.query<{ id: number }>(
    `INSERT INTO products (niche_id, amazon_url, asin, name)
     SELECT $1, u, a, nm FROM unnest($2::text[], $3::text[], $4::text[]) AS t(u, a, nm)
     ON CONFLICT (niche_id, amazon_url) DO NOTHING
     RETURNING id`,
    [nicheId, items.map((i) => i.amazon_url), items.map((i) => i.asin), items.map((i) => i.name)],
  );
  return rows.map((r) => r.id);
}

/**
 * Stores the product's address. Another address is another product: what was generated for the old one
 * (its content versions, title, status, error) no longer describes it, so it starts again as a product
 * just added, pending generation. Returns whether the address changed, or undefined when the product is gone.
 */
export async function updateProductUrl(db: Database, id: number, url: string, asin: string | null, name: string): Promise<boolean | undefined> {
  const row = await db.one<{ moved: boolean }>(
    `WITH before AS (SELECT amazon_url FROM products WHERE id = $1 FOR UPDATE),
     dropped AS (DELETE FROM product_contents WHERE product_id = $1 AND (SELECT amazon_url FROM before) <> $2 RETURNING id)
     UPDATE products p SET amazon_url = $2, asin = $3, name = $4, updated_at = now(),
       generation_status = CASE WHEN b.amazon_url = $2 THEN p.generation_status ELSE 'pending' END,
       product_name = CASE WHEN b.amazon_url = $2 THEN p.product_name END,
       content_title = CASE WHEN b.amazon_url = $2 THEN p.content_title END,
       content_image_url = CASE WHEN b.amazon_url = $2 THEN p.content_image_url END,
       has_content = CASE WHEN b.amazon_url = $2 THEN p.has_content ELSE FALSE END,
       error_message = CASE WHEN b.amazon_url = $2 THEN p.error_message END
     FROM before b WHERE p.id = $1
     RETURNING b.amazon_url <> $2 AS moved`,
    [id, url, asin, name],
  );
  return row?.moved;
}

export async function deleteProduct(db: Database, id: number): Promise<boolean> {
  return (await db.query("DELETE FROM products WHERE id = $1 RETURNING id", [id])).length > 0;
}

export interface StatusChange {
  status: string;
  product_name?: string | null;
  error_message?: string | null;
  /** Only a product not already in progress changes: two instances asked at once, one wins. */
  onlyIfIdle?: boolean;
}

/** Sets the status (and optionally product_name / error_message); returns the new summary or undefined if gone. */
export async function setProductStatus(db: Database, id: number, change: StatusChange) {
  return db.one<{
    id: number;
    niche_id: number;
    generation_status: string;
    product_name: string | null;
    content_title: string | null;
    content_image_url: string | null;
    error_message: string | null;
    updated_at: string;
  }>(
    `UPDATE products SET generation_status = $2,
        product_name = CASE WHEN $3::boolean THEN $4 ELSE product_name END,
        error_message = $5, updated_at = now()
     WHERE id = $1 AND NOT ($6::boolean AND generation_status IN ('processing', 'generating'))
     RETURNING id, niche_id, generation_status, product_name, content_title, content_image_url, error_message,
       to_json(updated_at)#>>'{}' AS updated_at`,
    [id, change.status, change.product_name !== undefined, change.product_name ?? null, change.error_message ?? null, change.onlyIfIdle ?? false],
  );
}

/** Recomputes content_title / content_image_url / has_content from the latest version. */
export async function refreshContentSummary(db: Database, productId: number): Promise<void> {
  await db.query(
    `UPDATE products p SET
       content_title = (SELECT c.title FROM product_contents c WHERE c.product_id = p.id ORDER BY c.version DESC LIMIT 1),
       content_image_url = (SELECT c.content_metadata ->> 'og_image_url' FROM product_contents c WHERE c.product_id = p.id ORDER BY c.version DESC LIMIT 1),
       has_content = EXISTS (SELECT 1 FROM product_contents c WHERE c.product_id = p.id)
     WHERE p.id = $1`,
    [productId],
  );
}

const CONTENT_JSON = `json_build_object('id', c.id, 'product_id', c.product_id, 'title', c.title, 'content', c.content,
  'version', c.version, 'generated_at', c.generated_at, 'content_metadata', c.content_metadata)`;

export async function listContentsJson(db: Database, productId: number): Promise<string> {
  return (
    (await db.jsonText(
      `SELECT COALESCE(json_agg(${CONTENT_JSON} ORDER BY c.version DESC), '[]')::text AS j FROM product_contents c WHERE c.product_id = $1`,
      [productId],
    )) ?? "[]"
  );
}

export async function getLatestContent(db: Database, productId: number): Promise<ProductContent | undefined> {
  return db.json<ProductContent>(
    `SELECT ${CONTENT_JSON}::text AS j FROM product_contents c WHERE c.product_id = $1 ORDER BY c.version DESC LIMIT 1`,
    [productId],
  );
}

/**
 * Stores the next content version. With `generationId` (the queue job's id) the insert happens once per
 * generation: a job run again after a crash gets the version its first run stored.
 */
export async function insertContent(
  db: Database,
  productId: number,
  content: { title: string; content: string; metadata: Record<string, unknown> },
  generationId: string | null = null,
): Promise<number> {
  const row = await db.one<{ version: number }>(
    `WITH added AS (
       INSERT INTO product_contents (product_id, title, content, version, content_metadata, generation_id)
       VALUES ($1, $2, $3, (SELECT COALESCE(MAX(version), 0) + 1 FROM product_contents WHERE product_id = $1), $4, $5)
       ON CONFLICT (generation_id) DO NOTHING
       RETURNING version)
     SELECT version FROM added
     UNION ALL SELECT version FROM product_contents WHERE generation_id = $5 AND NOT EXISTS (SELECT 1 FROM added)`,
    [productId, content.title, content.content, JSON.stringify(content.metadata), generationId],
  );
  await refreshContentSummary(db, productId);
  return row!.version;
}

export async function deleteLatestContent(db: Database, productId: number): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM product_contents WHERE id = (SELECT id FROM product_contents WHERE product_id = $1 ORDER BY version DESC LIMIT 1) RETURNING id`,
    [productId],
  );
  await refreshContentSummary(db, productId);
  return rows.length > 0;
}

/** The URLs and ASINs a niche already holds (a bulk import skips them). */
export async function listNicheProductKeys(db: Database, nicheId: number): Promise<{ amazon_url: string; asin: string | null }[]> {
  return db.query<{ amazon_url: string; asin: string | null }>("SELECT amazon_url, asin FROM products WHERE niche_id = $1", [nicheId]);
}

/**
 * The product a wrapper call names by URL or ASIN, within niche `nicheId` when given: an exact URL first,
 * then one of the niche with that affiliate tag, then the oldest.
 */
export async function findProductForUrl(
  db: Database,
  target: { url: string; asin: string | null; affiliateTag: string | null; nicheId?: number },
): Promise<{ id: number; generation_status: string } | undefined> {
  return db.one<{ id: number; generation_status: string }>(
    `SELECT p.id, p.generation_status FROM products p JOIN niches n ON n.id = p.niche_id
     WHERE (p.amazon_url = $1 OR ($2::text IS NOT NULL AND p.asin = $2)) AND ($4::int IS NULL OR p.niche_id = $4)
     ORDER BY (p.amazon_url = $1) DESC, (n.affiliate_tag = $3) DESC, p.id LIMIT 1`,
    [target.url, target.asin, target.affiliateTag, target.nicheId ?? null],
  );
}

/** Ids of products a generation was working on (the demo data seeds some). */
export async function listProductIdsInProgress(db: Database): Promise<number[]> {
  const rows = await db.query<{ id: number }>("SELECT id FROM products WHERE generation_status IN ('processing', 'generating') ORDER BY id");
  return rows.map((r) => r.id);
}

/** Marks the generations in progress failed with `message`, except those of `keep` (a queue job will still take them up). */
export async function failGenerationsInProgress(db: Database, message: string, keep: number[] = []): Promise<void> {
  await db.query(
    `UPDATE products SET generation_status = 'failed', error_message = $1, updated_at = now()
     WHERE generation_status IN ('processing', 'generating') AND id <> ALL($2::int[])`,
    [message, keep],
  );
}

export interface GenerationInput {
  id: number;
  amazon_url: string;
  asin: string | null;
  name: string | null;
  custom_tone: string | null;
  niche_name: string;
  affiliate_tag: string | null;
  default_tone: string | null;
  mercado: string | null;
}

/** What the content writer needs of a product and its niche. */
export async function getGenerationInput(db: Database, id: number): Promise<GenerationInput | undefined> {
  return db.one<GenerationInput>(
    `SELECT p.id, p.amazon_url, p.asin, p.name, p.custom_tone, n.name AS niche_name, n.affiliate_tag, n.default_tone, n.mercado
     FROM products p JOIN niches n ON n.id = p.niche_id WHERE p.id = $1`,
    [id],
  );
}

export async function nextContentVersion(db: Database, productId: number): Promise<number> {
  return (await db.one<{ v: number }>("SELECT COALESCE(MAX(version), 0)::int + 1 AS v FROM product_contents WHERE product_id = $1", [productId]))!.v;
}

/** Title of a content version and its niche's name (the og:image text), or undefined when there is none. */
export async function getContentCaption(
  db: Database,
  productId: number,
  version: number,
): Promise<{ title: string | null; niche: string; niche_id: number } | undefined> {
  return db.one<{ title: string | null; niche: string; niche_id: number }>(
    `SELECT c.title, n.name AS niche, n.id AS niche_id FROM product_contents c JOIN products p ON p.id = c.product_id JOIN niches n ON n.id = p.niche_id
     WHERE c.product_id = $1 AND c.version = $2`,
    [productId, version],
  );
}
