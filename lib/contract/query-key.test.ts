import { keyFor, keyParam, matchesKey } from "./query-key";

const ofNiche = { id: "products.ofNiche", path: "/api/v1/niches/{niche_id}/products" } as const;
const all = { id: "products.list", path: "/api/v1/products/" } as const;
const stats = { id: "apiClients.stats", path: "/api/v1/admin/api-clients/{client_id}/stats" } as const;

describe("query keys", () => {
  it("are the endpoint's id and its params as text, so a route's id and an event's name one key", () => {
    expect(keyFor(ofNiche, { params: { niche_id: 5 } })).toEqual(["products.ofNiche", { niche_id: "5" }]);
    expect(keyFor(ofNiche, { params: { niche_id: "5" } })).toEqual(keyFor(ofNiche, { params: { niche_id: 5 } }));
    expect(keyFor(all)).toEqual(["products.list"]);
    expect(keyParam(keyFor(ofNiche, { params: { niche_id: 5 } }), "niche_id")).toBe("5");
  });

  it("carry the query beside the params, leaving out what is not given", () => {
    expect(keyFor(stats, { params: { client_id: 3 }, query: { days: 7 } })).toEqual(["apiClients.stats", { client_id: "3", days: "7" }]);
    expect(keyFor(all, { query: { q: undefined } })).toEqual(["products.list"]);
  });

  it("match by endpoint, by entity, and by params", () => {
    const key = keyFor(ofNiche, { params: { niche_id: 5 } });
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
