// The links a model writes: which get the niche's tag, which are dropped. The Amazon hosts are the markets'
// own domains (lib/markets), so a market added there is tagged here too.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { safeLink } from "../content-writer/model-markdown";
import { markets } from "../../lib/markets/markets";

const rules = { affiliateTag: "nicho-21", productLink: "https://www.amazon.es/dp/B0TEST0001?tag=nicho-21" };

describe("model links", () => {
  it("tags a link to every market's domain and its subdomains", () => {
    for (const { dominio } of markets) {
      assert.equal(new URL(safeLink(`https://www.${dominio}/dp/B0TEST0001?tag=otro-21`, rules)!).searchParams.get("tag"), "nicho-21", dominio);
    }
    assert.equal(safeLink("https://smile.amazon.com/dp/B0TEST0001", rules), "https://smile.amazon.com/dp/B0TEST0001?tag=nicho-21");
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
  });
});
