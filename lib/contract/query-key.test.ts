import { keyOf, keyParam, matchesKey } from "./query-key";

type OfNiche = { id: "products.ofNiche"; path: "/api/v1/niches/{niche_id}/products" };
type All = { id: "products.list"; path: "/api/v1/products/" };

describe("query keys", () => {
  it("are the endpoint's id and its params as text, so a route's id and an event's name one key", () => {
    expect(keyOf<OfNiche>("products.ofNiche", { niche_id: 5 })).toEqual(["products.ofNiche", { niche_id: "5" }]);
    expect(keyOf<OfNiche>("products.ofNiche", { niche_id: "5" })).toEqual(keyOf<OfNiche>("products.ofNiche", { niche_id: 5 }));
    expect(keyOf<All>("products.list")).toEqual(["products.list"]);
    expect(keyParam(keyOf<OfNiche>("products.ofNiche", { niche_id: 5 }), "niche_id")).toBe("5");
  });

  it("match by endpoint, by entity, and by params", () => {
    const key = keyOf<OfNiche>("products.ofNiche", { niche_id: 5 });
    expect(matchesKey(key, "products.ofNiche")).toBe(true);
    expect(matchesKey(key, "products.")).toBe(true);
    expect(matchesKey(key, "products.ofNiche", { niche_id: 5 })).toBe(true);
    expect(matchesKey(key, "products.ofNiche", { niche_id: 6 })).toBe(false);
    expect(matchesKey(key, "products.list")).toBe(false);
    expect(matchesKey(key, "niches.")).toBe(false);
    expect(matchesKey(key, "products")).toBe(false);
  });

  it("never match what is not a contract key", () => {
    expect(matchesKey("/api/v1/products/", "products.")).toBe(false);
    expect(matchesKey(undefined, "products.")).toBe(false);
    expect(matchesKey(["$inf$x"], "products.")).toBe(false);
  });
});
