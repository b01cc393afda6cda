/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies in these tests are arbitrary JSON */
// What people paste as a product: a bare ASIN, Amazon's mobile and share links, codes run together.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, assert422, cleanup, login, startServer } from "./helpers";
import { NICHES_PATH, productsPaths } from "../../tests/support/api-paths";

describe("product links", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let a: ReturnType<typeof api>;
  let nicheId: number;

  before(async () => {
    s = await startServer();
    a = api(s.app, await login(s.app));
    nicheId = (await a.post(NICHES_PATH, { name: "Enlaces de Amazon", affiliate_tag: "enlaces-21", mercado: "es" })).body.id;
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("imports real ASINs and Amazon's own links, and names what is no product, line by line", async () => {
    const lines = [
      "cafeteras1",
      "HELLOWORLD",
      "1234567890",
      "Ｂ０ＬＩＮＫＳ００１",
      "https://m.amazon.es/gp/aw/d/B0LINKS002?psc=1",
      "8420412147",
      "https://amzn.eu/d/0aBcDeF",
      "https://amzn.to/3xYzAbC",
      "B0LINKS003 B0LINKS004",
    ];
    const res = await a.post(productsPaths.import(nicheId), { products: lines.map((amazon_url) => ({ amazon_url })) });
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.products.map((p: any) => [p.amazon_url, p.asin]),
      [
        ["https://www.amazon.es/dp/B0LINKS001", "B0LINKS001"],
        ["https://www.amazon.es/dp/B0LINKS002", "B0LINKS002"],
        ["https://www.amazon.es/dp/8420412147", "8420412147"],
      ],
    );
    const notAsin = "Esto no es un código ASIN de Amazon: un ASIN empieza por B (como B0XXXXXXXX) o es el ISBN-10 de un libro";
    const shortLink = "Es un enlace corto de Amazon: ábrelo en el navegador y pega aquí la dirección completa de la página del producto";
    assert.deepEqual(res.body.errors, [
      { amazon_url: "cafeteras1", reason: notAsin },
      { amazon_url: "HELLOWORLD", reason: notAsin },
      { amazon_url: "1234567890", reason: notAsin },
      { amazon_url: "https://amzn.eu/d/0aBcDeF", reason: shortLink },
      { amazon_url: "https://amzn.to/3xYzAbC", reason: shortLink },
      { amazon_url: "B0LINKS003 B0LINKS004", reason: "Hay más de un producto en esta línea: pon un solo enlace o código ASIN por línea" },
    ]);
  });

  it("adds a product from a bare ASIN or a mobile link as the marketplace's page", async () => {
    const bare = await a.post(productsPaths.ofNiche(nicheId), { amazon_url: "b0links005" });
    assert.equal(bare.status, 201);
    assert.equal(bare.body.amazon_url, "https://www.amazon.es/dp/B0LINKS005");
    const mobile = await a.post(productsPaths.ofNiche(nicheId), { amazon_url: "https://m.amazon.es/gp/aw/d/B0LINKS006" });
    assert.equal(mobile.status, 201);
    assert.equal(mobile.body.amazon_url, "https://www.amazon.es/dp/B0LINKS006");
    // The same product again, written another way, is the same product.
    assert.equal((await a.post(productsPaths.ofNiche(nicheId), { amazon_url: "https://www.amazon.es/dp/B0LINKS005" })).status, 409);
    const moved = await a.put(productsPaths.one(bare.body.id), { amazon_url: "B0LINKS007" });
    assert.equal(moved.status, 200);
    assert.equal(moved.body.amazon_url, "https://www.amazon.es/dp/B0LINKS007");
  });

  it("refuses a short link without following it, and a word for an ASIN", async () => {
    const short = await a.post(productsPaths.ofNiche(nicheId), { amazon_url: "https://amzn.to/3xYzAbC" });
    assert422(short, "amazon_url");
    assert.match(short.body.detail[0].msg, /^Es un enlace corto de Amazon/);
    const word = await a.post(productsPaths.ofNiche(nicheId), { amazon_url: "HELLOWORLD" });
    assert422(word, "amazon_url");
    assert.match(word.body.detail[0].msg, /^Esto no es un código ASIN/);
  });
});
