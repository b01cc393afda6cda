// A niche site publishes its articles: the index links every product with content to its page, which
// shows the latest version as the content viewer does, with the niche's tag on every Amazon link and
// what search engines read; the API answers name the article's address.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, cleanup, login, startServer } from "./helpers";
import { nichePath, NICHES_PATH, productsPaths } from "../../tests/support/api-paths";
import { addVersion, SITE_BASE, SITE_SLUG, SITE_TAG, siteProducts } from "./support/demo-site";

const HOSTILE = `# Molinillo de prueba

Texto inicial.

<script>alert("x")</script>

## Dónde comprar

[Con la etiqueta de otro](https://www.amazon.es/dp/B0OTRO0001?tag=otro-21&ref=x), [corto](https://amzn.to/3abc),
[otra página de Amazon](https://www.amazon.es/s?k=molinillo&tag=otro-21), [un blog](https://example.com/resena)
y [un truco](javascript:alert(1)).

### Detalle
`;

describe("a niche site's articles", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;
  const get = (url: string) => s.app.inject({ method: "GET", url });

  before(async () => {
    s = await startServer({ seedDemo: true });
    a = api(s.app, await login(s.app));
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("links every product with content to its article, and no other", async () => {
    const products = await siteProducts(s.ctx.db);
    assert.ok(products.some((p) => p.has_content) && products.some((p) => !p.has_content));
    const index = await get(`/sites/${SITE_SLUG}/`);
    assert.equal(index.statusCode, 200);
    for (const p of products) {
      const href = `href="${p.asin.toLowerCase()}/"`;
      assert.equal(index.body.includes(href), p.has_content, `${p.asin}: ${href}`);
      if (p.has_content) assert.equal((await get(`/sites/${SITE_SLUG}/${p.asin.toLowerCase()}/`)).statusCode, 200, p.asin);
      else assert.equal((await get(`/sites/${SITE_SLUG}/${p.asin.toLowerCase()}/`)).statusCode, 404, p.asin);
    }
  });

  it("shows the latest version sanitized, every Amazon link with the niche's tag and marked as paid", async () => {
    const product = (await siteProducts(s.ctx.db)).find((p) => p.has_content)!;
    await addVersion(s.ctx.db, product.id, HOSTILE, { meta_title: "Molinillo: el análisis", meta_description: "Todo sobre el molinillo." });
    const page = await get(`/sites/${SITE_SLUG}/${product.asin.toLowerCase()}/`);
    assert.equal(page.statusCode, 200);
    const html = page.body;
    assert.ok(html.includes("<h1"), html);
    assert.ok(html.includes("Molinillo de prueba"));
    // No script runs: the only script elements are the structured data.
    assert.deepEqual([...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]), [' type="application/ld+json"', ' type="application/ld+json"']);
    assert.ok(!html.includes('alert("x")'));
    assert.ok(!html.includes("javascript:"));
    assert.ok(!html.includes("otro-21"), "no other tag is left");
    const amazonLinks = [...html.matchAll(/<a [^>]*href="(https:\/\/www\.amazon\.es[^"]*)"[^>]*>/g)];
    assert.ok(amazonLinks.length >= 2);
    for (const [tag, href] of amazonLinks) {
      assert.equal(new URL(href.replace(/&#x26;|&amp;/g, "&")).searchParams.get("tag"), SITE_TAG, href);
      assert.match(tag, /rel="sponsored nofollow noopener"/);
    }
    assert.ok(html.includes(`https://www.amazon.es/dp/B0OTRO0001?tag=${SITE_TAG}`));
    assert.ok(!html.includes("amzn.to"), "a short link hides its tag: it stays as text");
    assert.match(html, /<a href="https:\/\/example\.com\/resena"[^>]*rel="noopener noreferrer nofollow"/);
    // The table of contents links to the headings.
    assert.match(html, /<nav class="toc" aria-label="Contenido">.*href="#user-content-donde-comprar">Dónde comprar<\/a>/s);
    assert.match(html, /<h2 id="user-content-donde-comprar">/);
    // The affiliate disclosure, in the market's language.
    assert.ok(html.includes("Como afiliado de Amazon, obtenemos ingresos"));
  });

  it("tells search engines and social previews what the page is", async () => {
    const product = (await siteProducts(s.ctx.db)).find((p) => p.has_content)!;
    const canonical = `${SITE_BASE}/sites/${SITE_SLUG}/${product.asin.toLowerCase()}/`;
    const html = (await get(`/sites/${SITE_SLUG}/${product.asin.toLowerCase()}/`)).body;
    assert.match(html, /^<!doctype html>\n<html lang="es">/);
    assert.ok(html.includes("<title>Molinillo: el análisis</title>"));
    assert.ok(html.includes('<meta name="description" content="Todo sobre el molinillo.">'));
    assert.ok(html.includes(`<link rel="canonical" href="${canonical}">`));
    assert.ok(html.includes('<meta property="og:type" content="article">'));
    assert.ok(html.includes(`<meta property="og:url" content="${canonical}">`));
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    assert.deepEqual(data.map((d) => d["@type"]), ["Article", "BreadcrumbList"]);
    assert.equal(data[0].mainEntityOfPage, canonical);
    assert.equal(data[1].itemListElement[1].item, canonical);
    assert.doesNotMatch(JSON.stringify(data), /price|rating|offers|review/i, "nothing the page does not know");
    assert.ok(html.includes('<header class="site">') && html.includes("<main") && html.includes("<footer>"));
  });

  it("answers a missing page with the site's own page, in its language, and a page without its slash by adding it", async () => {
    const missing = await get(`/sites/${SITE_SLUG}/no-existe/`);
    assert.equal(missing.statusCode, 404);
    assert.match(String(missing.headers["content-type"]), /^text\/html/);
    assert.ok(missing.body.includes('<html lang="es">') && missing.body.includes("Página no encontrada"));
    assert.ok(missing.body.includes(`href="${SITE_BASE}/sites/${SITE_SLUG}/"`));
    assert.equal((await get(`/sites/${SITE_SLUG}/a/b/c`)).statusCode, 404);
    assert.equal((await get("/sites/no-hay-sitio/")).statusCode, 404);
    // Another market's site speaks its language, its not-found page too.
    assert.match((await get("/sites/us-home-gym-equipment/")).body, /^<!doctype html>\n<html lang="en">/);
    const english = await get("/sites/us-home-gym-equipment/missing/");
    assert.equal(english.statusCode, 404);
    assert.ok(english.body.includes('<html lang="en">') && english.body.includes("Page not found"));
    const product = (await siteProducts(s.ctx.db)).find((p) => p.has_content)!;
    const bare = await get(`/sites/${SITE_SLUG}/${product.asin.toLowerCase()}`);
    assert.equal(bare.statusCode, 301);
    assert.equal(bare.headers.location, `/sites/${SITE_SLUG}/${product.asin.toLowerCase()}/`);
  });

  it("names a product's article in the product answers, and the export in the niche answers", async () => {
    const products = await siteProducts(s.ctx.db);
    const rows = (await a.get(productsPaths.ofNiche(products[0].niche_id))).body as { id: number; asin: string; article_url: string | null }[];
    const one = (await a.get(productsPaths.one(products[0].id))).body as { article_url: string | null };
    const all = (await a.get(productsPaths.all)).body as { id: number; niche_slug: string; article_url: string | null }[];
    for (const p of products) {
      const expected = p.has_content ? `${SITE_BASE}/sites/${SITE_SLUG}/${p.asin.toLowerCase()}/` : null;
      assert.equal(rows.find((r) => r.id === p.id)!.article_url, expected, p.asin);
      assert.equal(all.find((r) => r.id === p.id)!.article_url, expected, p.asin);
    }
    assert.equal(one.article_url, products[0].has_content ? `${SITE_BASE}/sites/${SITE_SLUG}/${products[0].asin.toLowerCase()}/` : null);
    // A niche without a site has no article pages.
    const withoutSite = all.filter((r) => r.niche_slug === "de-gartenwerkzeuge");
    assert.ok(withoutSite.length > 0 && withoutSite.every((r) => r.article_url === null));

    const niches = (await a.get(NICHES_PATH)).body as { slug: string; site_export_available: boolean }[];
    assert.equal(niches.find((n) => n.slug === SITE_SLUG)!.site_export_available, true);
    assert.equal(niches.find((n) => n.slug === "de-gartenwerkzeuge")!.site_export_available, false);
    assert.equal((await a.get(nichePath(products[0].niche_id))).body.site_export_available, true);
  });
});
