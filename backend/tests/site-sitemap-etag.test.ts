// A niche site is always current and cheap to ask again: the sitemap lists exactly its published
// articles, every page answers a conditional request with 304 until what it shows changes, and a
// new version, a deleted product or a renamed niche shows at the next request.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, cleanup, login, startServer } from "./helpers";
import { nichePath, productsPaths } from "../../tests/support/api-paths";
import { addVersion, SITE_BASE, SITE_SLUG, siteProducts } from "./support/demo-site";

describe("a niche site's sitemap and validators", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;
  const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: "GET", url, headers });
  const site = `/sites/${SITE_SLUG}/`;
  const locs = async () => [...(await get(`${site}sitemap.xml`)).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
  const published = async () =>
    [`${SITE_BASE}${site}`, ...(await siteProducts(s.ctx.db)).filter((p) => p.has_content).map((p) => `${SITE_BASE}${site}${p.asin.toLowerCase()}/`)].sort();

  before(async () => {
    s = await startServer({ seedDemo: true });
    a = api(s.app, await login(s.app));
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("lists exactly the published articles, each with its last change, and robots.txt names it", async () => {
    const sitemap = await get(`${site}sitemap.xml`);
    assert.equal(sitemap.statusCode, 200);
    assert.match(String(sitemap.headers["content-type"]), /^application\/xml/);
    assert.deepEqual(await locs(), await published());
    assert.equal([...sitemap.body.matchAll(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g)].length, (await published()).length);
    const robots = await get(`${site}robots.txt`);
    assert.equal(robots.statusCode, 200);
    assert.ok(robots.body.includes(`Sitemap: ${SITE_BASE}${site}sitemap.xml`));
  });

  it("answers 304 to a conditional request until the article changes, then shows the new version", async () => {
    const product = (await siteProducts(s.ctx.db)).find((p) => p.has_content)!;
    const url = `${site}${product.asin.toLowerCase()}/`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers["last-modified"]);
    assert.ok(etag && lastModified);
    const again = await get(url, { "if-none-match": etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, "");
    assert.equal((await get(url, { "if-modified-since": lastModified })).statusCode, 304);
    for (const page of [site, `${site}sitemap.xml`]) {
      const tag = String((await get(page)).headers.etag);
      assert.equal((await get(page, { "if-none-match": tag })).statusCode, 304, page);
    }

    await addVersion(s.ctx.db, product.id, "# Versión regenerada\n\nOtro texto.\n");
    const changed = await get(url, { "if-none-match": etag });
    assert.equal(changed.statusCode, 200);
    assert.ok(changed.body.includes("Versión regenerada"));
    assert.notEqual(changed.headers.etag, etag);
    assert.equal((await get(url, { "if-modified-since": String(changed.headers["last-modified"]) })).statusCode, 304);
  });

  it("shows a renamed niche and drops a deleted product at the next request", async () => {
    const products = await siteProducts(s.ctx.db);
    const index = await get(site);
    await a.put(nichePath(products[0].niche_id), { name: "Cafeteras Renombradas" });
    const renamed = await get(site, { "if-none-match": String(index.headers.etag) });
    assert.equal(renamed.statusCode, 200);
    assert.ok(renamed.body.includes("Cafeteras Renombradas"));

    const gone = products.find((p) => p.has_content)!;
    const article = `${site}${gone.asin.toLowerCase()}/`;
    assert.equal((await get(article)).statusCode, 200);
    const before = await get(site);
    assert.equal((await a.del(productsPaths.one(gone.id))).status, 200);
    assert.equal((await get(article)).statusCode, 404);
    // The list's dates cannot tell a row is gone: only its ETag answers for it.
    const after = await get(site, { "if-modified-since": String(before.headers["last-modified"]) });
    assert.equal(after.statusCode, 200);
    assert.ok(!after.body.includes(`href="${gone.asin.toLowerCase()}/"`));
    assert.ok(!(await locs()).includes(`${SITE_BASE}${article}`));
    assert.deepEqual(await locs(), await published());
  });

  it("pages an index of many products, linking each page to the next", async () => {
    const nicheId = (await siteProducts(s.ctx.db))[0].niche_id;
    await s.ctx.db.query(
      `INSERT INTO products (niche_id, amazon_url, asin, name, generation_status)
       SELECT $1, 'https://www.amazon.es/dp/B0PAGE' || lpad(i::text, 4, '0'), 'B0PAGE' || lpad(i::text, 4, '0'), 'Producto ' || i, 'pending'
       FROM generate_series(1, 60) i`,
      [nicheId],
    );
    const total = (await siteProducts(s.ctx.db)).length;
    const first = await get(site);
    assert.ok(first.body.includes(`<link rel="next" href="${SITE_BASE}${site}pagina/2/">`));
    assert.ok(first.body.includes('<a rel="next" href="pagina/2/">'));
    const second = await get(`${site}pagina/2/`);
    assert.equal(second.statusCode, 200);
    assert.ok(second.body.includes('<a rel="prev" href="../../">'));
    const cards = (html: string) => (html.match(/<li class="card">/g) ?? []).length;
    assert.equal(cards(first.body) + cards(second.body), total);
    assert.equal((await get(`${site}pagina/3/`)).statusCode, 404);
    assert.ok((await locs()).includes(`${SITE_BASE}${site}pagina/2/`));
  });
});
