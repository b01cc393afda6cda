// SQL only seeding uses: rows written with backdated timestamps and statuses (the demo data), the generated
// scale data set, emptying the data tables, and the counts the seed command prints.
import type { Database } from "../db/database";
import { productsContract } from "../../features/products/contract";

export async function truncateDataTables(db: Database): Promise<void> {
  await db.exec(
    `TRUNCATE product_contents, products, niches, catalog_items, uploads, api_client_usage, api_clients, api_keys,
       automation_tasks, sites, token_usage RESTART IDENTITY CASCADE`,
  );
}

export async function countSeededRows(db: Database): Promise<{ niches: number; products: number; contents: number }> {
  const row = await db.one<{ niches: number; products: number; contents: number }>(
    `SELECT (SELECT count(*) FROM niches)::int AS niches, (SELECT count(*) FROM products)::int AS products,
            (SELECT count(*) FROM product_contents)::int AS contents`,
  );
  return row!;
}

export async function insertSeedCatalogItem(
  db: Database,
  item: { name: string; slug: string; description: string; images: string[]; github_url: string; is_active: boolean; created_at: string },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO catalog_items (name, slug, description, images, github_url, is_active, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [item.name, item.slug, item.description, JSON.stringify(item.images), item.github_url, item.is_active, item.created_at],
  );
  return row!.id;
}

/** Gives a client 29 days of past usage, a use yesterday and a creation 45 days ago. */
export async function backdateClientUsage(db: Database, apiClientId: number): Promise<void> {
  await db.query(
    `INSERT INTO api_client_usage (api_client_id, day, requests, errors)
     SELECT $1, (now() AT TIME ZONE 'UTC')::date - g, 20 + ((g * 37) % 60), (g * 7) % 4 FROM generate_series(1, 29) g`,
    [apiClientId],
  );
  await db.query("UPDATE api_clients SET last_used_at = now() - interval '1 day', created_at = now() - interval '45 days' WHERE id = $1", [
    apiClientId,
  ]);
}

export interface SeedNiche {
  name: string;
  slug: string;
  affiliate_tag: string;
  description: string;
  keywords: string;
  is_active: boolean;
  mercado: string;
  default_tone: string;
  external_api_key: string | null;
  client_id: string | null;
  client_secret: string | null;
  ga_id: string | null;
  gtm_id: string | null;
  adsense_client_id: string | null;
  gsc_verification_id: string | null;
  website_content_generated: string | null;
  vercel_data: string | null;
  created_at: string;
  updated_at: string;
}

export async function insertSeedNiche(db: Database, n: SeedNiche): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO niches (name, slug, affiliate_tag, description, keywords, is_active, mercado, default_tone, external_api_key,
       client_id, client_secret, ga_id, gtm_id, adsense_client_id, gsc_verification_id, website_content_generated, vercel_data,
       created_at, updated_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19) RETURNING id`,
    [
      n.name, n.slug, n.affiliate_tag, n.description, n.keywords, n.is_active, n.mercado, n.default_tone, n.external_api_key,
      n.client_id, n.client_secret, n.ga_id, n.gtm_id, n.adsense_client_id, n.gsc_verification_id, n.website_content_generated,
      n.vercel_data, n.created_at, n.updated_at,
    ],
  );
  return row!.id;
}

export async function insertSeedProduct(
  db: Database,
  p: {
    niche_id: number;
    amazon_url: string;
    asin: string;
    name: string;
    generation_status: string;
    product_name: string | null;
    error_message: string | null;
    created_at: string;
  },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO products (niche_id, amazon_url, asin, name, generation_status, product_name, error_message, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
    [p.niche_id, p.amazon_url, p.asin, p.name, p.generation_status, p.product_name, p.error_message, p.created_at],
  );
  return row!.id;
}

export async function insertSeedContent(
  db: Database,
  c: { product_id: number; title: string; content: string; version: number; generated_at: string; metadata: Record<string, unknown> },
): Promise<void> {
  await db.query(
    `INSERT INTO product_contents (product_id, title, content, version, generated_at, content_metadata) VALUES ($1, $2, $3, $4, $5, $6)`,
    [c.product_id, c.title, c.content, c.version, c.generated_at, JSON.stringify(c.metadata)],
  );
}

/** `count` niches named "Nicho de escala N" across seven markets; returns the first id. */
export async function insertScaleNiches(db: Database, count: number): Promise<number> {
  const first = await db.one<{ id: number }>(
    `WITH ins AS (
       INSERT INTO niches (name, slug, affiliate_tag, description, keywords, is_active, mercado, default_tone, created_at, updated_at)
       SELECT 'Nicho de escala ' || g, 'escala-' || g || '-' || substr(md5(random()::text), 1, 6), 'escala' || g || '-21',
              'Nicho generado para pruebas de escala número ' || g, 'escala, prueba, rendimiento', g % 7 <> 0,
              (ARRAY['España','Estados Unidos','Alemania','México','Reino Unido','Francia','Italia'])[1 + g % 7],
              (ARRAY['profesional','casual','informal','formal','técnico'])[1 + g % 5],
              now() - (g || ' minutes')::interval, now() - (g || ' seconds')::interval
       FROM generate_series(1, $1::int) g RETURNING id)
     SELECT min(id) AS id FROM ins`,
    [count],
  );
  return first!.id;
}

/**
 * `count` products spread over the `niches` niches from `firstNicheId`, in every status; the completed
 * ones get one content version.
 */
export async function insertScaleProducts(db: Database, firstNicheId: number, niches: number, count: number): Promise<void> {
  const startId = (await db.one<{ id: number }>("SELECT COALESCE(MAX(id), 0) AS id FROM products"))!.id;
  // The contract's path with the first version's file; each row puts its own id in.
  const firstImage = productsContract.ogImage.path.replace("{file}", "1.svg");
  await db.query(
    `INSERT INTO products (id, niche_id, amazon_url, asin, name, generation_status, product_name, content_title, content_image_url,
                           has_content, error_message, created_at, updated_at)
     SELECT id, $1::int + (g % $2::int),
            'https://www.amazon.com/Producto-Escala-' || g || '/dp/' || a,
            a, 'Producto Escala ' || g, s,
            CASE WHEN s = 'pending' THEN NULL ELSE 'Producto Escala ' || g END,
            CASE WHEN s = 'completed' THEN 'Producto Escala ' || g || ': análisis y guía de compra' END,
            CASE WHEN s = 'completed' THEN replace($4, '{product_id}', id::text) END,
            s = 'completed',
            CASE WHEN s IN ('failed', 'error') THEN 'Error simulado del conjunto de escala' END,
            now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
     FROM (SELECT g, nextval(pg_get_serial_sequence('products', 'id')) AS id, 'S' || lpad(upper(to_hex(g)), 9, '0') AS a,
                  (ARRAY['pending','completed','completed','failed','pending','completed','error'])[1 + g % 7] AS s
           FROM generate_series(1, $3::int) g) t`,
    [firstNicheId, niches, count, firstImage],
  );
  await db.query(
    `INSERT INTO product_contents (product_id, title, content, version, content_metadata)
     SELECT id, content_title, '# ' || content_title || E'\n\nContenido de prueba del conjunto de escala.\n',
            1, jsonb_build_object('meta_title', content_title, 'meta_description', 'Contenido de prueba', 'keywords', jsonb_build_array('escala'),
                                  'seo_score', 40, 'og_image_url', content_image_url)
     FROM products WHERE id > $1 AND has_content`,
    [startId],
  );
}
