// Large data set for scale checks: M niches and N products generated in SQL (a few seconds for 20k).
import type { Database } from "../db/database";

export async function seedLarge(db: Database, opts: { niches: number; products: number }): Promise<void> {
  const niches = Math.max(1, opts.niches);
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
    [niches],
  );
  if (opts.products <= 0) return;
  const startId = (await db.one<{ id: number }>("SELECT COALESCE(MAX(id), 0) AS id FROM products"))!.id;
  await db.query(
    `INSERT INTO products (niche_id, amazon_url, asin, name, generation_status, product_name, content_title, has_content, error_message, created_at, updated_at)
     SELECT $1::int + (g % $2::int),
            'https://www.amazon.com/Producto-Escala-' || g || '/dp/' || a,
            a, 'Producto Escala ' || g, s,
            CASE WHEN s = 'pending' THEN NULL ELSE 'Producto Escala ' || g END,
            CASE WHEN s = 'completed' THEN 'Producto Escala ' || g || ': análisis y guía de compra' END,
            s = 'completed',
            CASE WHEN s IN ('failed', 'error') THEN 'Error simulado del conjunto de escala' END,
            now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
     FROM (SELECT g, 'S' || lpad(upper(to_hex(g)), 9, '0') AS a,
                  (ARRAY['pending','completed','completed','failed','pending','completed','error'])[1 + g % 7] AS s
           FROM generate_series(1, $3::int) g) t`,
    [first!.id, niches, opts.products],
  );
  await db.query(
    `INSERT INTO product_contents (product_id, title, content, version, content_metadata)
     SELECT id, content_title, '# ' || content_title || E'\n\nContenido de prueba del conjunto de escala.\n',
            1, jsonb_build_object('meta_title', content_title, 'meta_description', 'Contenido de prueba', 'keywords', jsonb_build_array('escala'),
                                  'seo_score', 40, 'og_image_url', '/api/v1/og/products/' || id || '/1.svg')
     FROM products WHERE id > $1 AND has_content`,
    [startId],
  );
}
