// A product's API JSON as the database encodes it when it is read: every field, in the API's order,
// whatever the text holds; it reads as the object earlier releases stored with a trigger, follows its
// niche's renames, and a product with content names its latest version's image from the release that
// added the field.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { openDatabase, type Database } from "../db/database";
import { getProduct, listProductsJson } from "../repos/products-repo";
import { databaseAtMigration } from "./support/migrated-database";

const BEFORE = 12;
const AWKWARD = `Cafetera "Élite" \\ 5€ 😀\n\tsegunda línea`;
const FIELDS = [
  "id",
  "amazon_url",
  "name",
  "asin",
  "niche_id",
  "niche_name",
  "niche_slug",
  "niche",
  "custom_tone",
  "generation_status",
  "product_name",
  "content_title",
  "content_image_url",
  "error_message",
  "created_at",
  "updated_at",
  "article_url",
];

describe("a product's JSON", () => {
  let drop: () => Promise<void>;
  let db: Database;
  let stored: string;

  before(async () => {
    const older = await databaseAtMigration(BEFORE);
    drop = older.drop;
    const d = older.driver;
    await d.query("INSERT INTO niches (name, slug) VALUES ($1, 'cafe')", [AWKWARD]);
    await d.query(
      `INSERT INTO products (niche_id, amazon_url, asin, name, product_name, content_title, error_message, created_at, updated_at)
       SELECT id, 'https://www.amazon.es/dp/B0TEST0001', 'B0TEST0001', $1, $1, NULL, $1, '2026-11-28T10:00:00.123Z', '2026-11-28T10:00:00.123Z' FROM niches`,
      [AWKWARD],
    );
    stored = (await d.query<{ json: string }>("SELECT json FROM products"))[0].json;
    await d.query(
      `INSERT INTO products (niche_id, amazon_url, name, generation_status, content_title, has_content)
       SELECT id, 'https://www.amazon.es/dp/B0TEST0002', 'Molinillo', 'completed', 'Versión 2', TRUE FROM niches`,
    );
    await d.query(
      `INSERT INTO product_contents (product_id, title, content, version, content_metadata)
       SELECT id, 'Versión ' || v, '# texto', v, jsonb_build_object('og_image_url', '/img/' || v || '.svg')
       FROM products, generate_series(1, 2) v WHERE amazon_url LIKE '%0002'`,
    );
    await d.close();
    db = await openDatabase(older.location);
  });
  after(async () => {
    await db.close();
    await drop();
  });

  const json = async (asin = "B0TEST0001") => {
    const id = (await db.query<{ id: number }>("SELECT id FROM products WHERE amazon_url LIKE '%' || $1", [asin]))[0].id;
    return (await getProduct(db, "http://localhost", id))!;
  };

  it("reads as the object the earlier trigger stored, with the fields added since", async () => {
    const product = await json();
    assert.deepEqual(product, { ...JSON.parse(stored), content_image_url: null, article_url: null });
    assert.deepEqual(Object.keys(product), FIELDS);
    const list = JSON.parse(await listProductsJson(db, "http://localhost", { limit: 1 }));
    assert.deepEqual(list, [product], "a page holds the same object");
  });

  it("names the latest version's image of a product that had content before the field existed", async () => {
    const product = await json("B0TEST0002");
    assert.equal(product.content_image_url, "/img/2.svg");
    assert.deepEqual(Object.keys(product), FIELDS);
  });

  it("names its niche as the niche is named now", async () => {
    await db.query("UPDATE niches SET name = 'Té', slug = 'te'");
    const product = await json();
    assert.equal(product.niche_name, "Té");
    assert.deepEqual(product.niche, { id: product.niche_id, name: "Té", slug: "te" });
    await db.query("UPDATE niches SET name = $1, slug = 'cafe'", [AWKWARD]);
  });

  it("encodes quotes, backslashes, accents, emoji and control characters, and absent values as null", async () => {
    await db.query("UPDATE products SET custom_tone = NULL, content_title = $1 WHERE amazon_url LIKE '%0001'", ['Título "nuevo"']);
    const product = await json();
    assert.equal(product.name, AWKWARD);
    assert.equal(product.niche_name, AWKWARD);
    assert.deepEqual(product.niche, { id: product.niche_id, name: AWKWARD, slug: "cafe" });
    assert.equal(product.content_title, 'Título "nuevo"');
    assert.equal(product.custom_tone, null);
    assert.equal(product.created_at, "2026-11-28T10:00:00.123+00:00");
  });
});
