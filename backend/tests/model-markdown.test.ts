// The links a model writes: which get the niche's tag, which are dropped. The Amazon hosts are the markets'
// own domains (lib/markets), so a market added there is tagged here too.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { safeLink } from "../content-writer/model-markdown";
import { markets } from "../../lib/markets/markets";

const rules = { affiliateTag: "nicho-21", marketplaceDomain: "amazon.es", productLink: "https://www.amazon.es/dp/B0TEST0001?tag=nicho-21" };

describe("model links", () => {
  it("tags a link to every market's domain and its subdomains", () => {
    for (const { dominio } of markets) {
      assert.equal(new URL(safeLink(`https://www.${dominio}/dp/B0TEST0001?tag=otro-21`, rules)!).searchParams.get("tag"), "nicho-21", dominio);
    }
    assert.equal(safeLink("https://smile.amazon.com/dp/B0TEST0001", rules), "https://www.amazon.es/dp/B0TEST0001?tag=nicho-21");
  });

  it("leaves no other tag, in the query in any case or in an old link's path", () => {
    const product = "https://www.amazon.es/dp/B0TEST0001?tag=nicho-21";
    assert.equal(safeLink("https://www.amazon.es/exec/obidos/ASIN/B0TEST0001/otro-21", rules), product);
    assert.equal(safeLink("https://www.amazon.de/o/ASIN/B0TEST0001/otro-21?TAG=otro-21", rules), product);
    assert.equal(safeLink("HTTPS://WWW.AMAZON.ES/Cafetera/dp/B0TEST0001/ref=x?Tag=otro-21&ascsubtag=y", rules), product);
    assert.equal(safeLink("https://www.amazon.es/s?k=cafetera&TAG=otro-21", rules), "https://www.amazon.es/s?tag=nicho-21");
    assert.equal(safeLink("https://www.amazon.es/exec/obidos/redirect?tag=otro-21", rules), "https://www.amazon.es/?tag=nicho-21");
  });

  it("drops a link to another marketplace's page that is not a product's", () => {
    assert.equal(safeLink("https://www.amazon.de/s?k=kaffee&tag=otro-21", rules), null);
  });

  it("leaves other sites' links, lookalikes included, as they are", () => {
    assert.equal(safeLink("https://amazon.es.evil.example/dp/B0TEST0001", rules), "https://amazon.es.evil.example/dp/B0TEST0001");
    assert.equal(safeLink("https://www.ebay.es/itm/1?tag=x", rules), "https://www.ebay.es/itm/1?tag=x");
  });

  it("turns a short link into the product's and drops unsafe schemes", () => {
    assert.equal(safeLink("https://amzn.to/3abc", rules), rules.productLink);
    assert.equal(safeLink("javascript:alert(1)", rules), null);
  });

  it("tags nothing when the niche has no tag", () => {
    assert.equal(safeLink("https://www.amazon.es/dp/B0TEST0001", { ...rules, affiliateTag: null }), "https://www.amazon.es/dp/B0TEST0001");
    assert.equal(safeLink("https://www.amazon.es/dp/B0TEST0001?tag=otro-21", { ...rules, affiliateTag: null }), "https://www.amazon.es/dp/B0TEST0001");
  });
});
