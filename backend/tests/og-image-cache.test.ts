import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, cleanup, login, startServer } from "./helpers";
import { matchesEtag, ogImageCache } from "../content-writer/og-image-cache";
import { NICHES_PATH, productsPaths } from "../../tests/support/api-paths";
import { productsContract } from "../../features/products/contract";
import { testHooksPaths } from "../../lib/contract/test-hooks";

describe("og:image placeholders", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;
  let url: string;

  before(async () => {
    s = await startServer({ testHooks: true });
    a = api(s.app, await login(s.app));
    const niche = await a.post(NICHES_PATH, { name: "Cafeteras", affiliate_tag: "cafe-21", mercado: "es" });
    const product = await a.post(productsPaths.ofNiche(niche.body.id), { amazon_url: "https://www.amazon.es/dp/B0OGIMAGE1" });
    const content = await a.post(testHooksPaths.productContent(product.body.id), { title: "Guía de cafeteras", content: "# Guía" });
    assert.equal(content.status, 201, JSON.stringify(content.body));
    url = productsContract.ogImage.url({ product_id: product.body.id, file: `${content.body.version}.svg` });
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("serves a versioned image for good, with an ETag that stays the same", async () => {
    const first = await s.app.inject({ method: "GET", url });
    assert.equal(first.statusCode, 200);
    assert.match(String(first.headers["content-type"]), /^image\/svg\+xml/);
    assert.equal(first.headers["cache-control"], "public, max-age=31536000, immutable");
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    const again = await s.app.inject({ method: "GET", url });
    assert.equal(again.headers.etag, etag);
    assert.equal(again.body, first.body);
  });

  it("answers 304 without a body to a browser that holds the image", async () => {
    const { headers } = await s.app.inject({ method: "GET", url });
    const cached = await s.app.inject({ method: "GET", url, headers: { "if-none-match": String(headers.etag) } });
    assert.equal(cached.statusCode, 304);
    assert.equal(cached.body, "");
    assert.equal(cached.headers.etag, headers.etag);
    assert.equal(cached.headers["cache-control"], "public, max-age=31536000, immutable");
    const stale = await s.app.inject({ method: "GET", url, headers: { "if-none-match": '"otra"' } });
    assert.equal(stale.statusCode, 200);
  });

  it("still answers 404 for a version that does not exist", async () => {
    const missing = await s.app.inject({ method: "GET", url: url.replace(/\d+\.svg$/, "999.svg") });
    assert.equal(missing.statusCode, 404);
  });

  it("draws an image once per caption, within a bound", () => {
    let drawn = 0;
    const imageOf = ogImageCache((title, subtitle) => `<svg>${title}|${subtitle}|${++drawn}</svg>`, 2);
    const one = imageOf("Guía", "Cafeteras");
    assert.equal(imageOf("Guía", "Cafeteras"), one);
    assert.equal(drawn, 1);
    imageOf("Otra", "Cafeteras");
    imageOf("Guía", "Cafeteras");
    imageOf("Tercera", "Cafeteras");
    assert.equal(drawn, 3);
    // The least recently used ("Otra") went; "Guía" stayed.
    imageOf("Guía", "Cafeteras");
    assert.equal(drawn, 3);
    imageOf("Otra", "Cafeteras");
    assert.equal(drawn, 4);
  });

  it("reads If-None-Match lists, weak forms and *", () => {
    assert.equal(matchesEtag('"a", W/"b"', '"b"'), true);
    assert.equal(matchesEtag("*", '"b"'), true);
    assert.equal(matchesEtag('"a"', '"b"'), false);
    assert.equal(matchesEtag(undefined, '"b"'), false);
  });
});
