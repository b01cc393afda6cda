import { realtimeEvent, runCacheHandler } from "@/lib/realtime/cache-handler-harness";
import { productsCacheHandler } from "./realtime";

const update = (product_id: number, niche_id: number | null, status = "completed") =>
  realtimeEvent("product_update", { product_id, niche_id, status });

describe("productsCacheHandler", () => {
  it("patches the general list and the niche's list in place, and refetches the product and its content", () => {
    const all = [{ id: 1, generation_status: "pending" }, { id: 2, generation_status: "pending" }];
    const ofNiche = [{ id: 1, generation_status: "pending" }];
    const cache = new Map<string, unknown>([
      ["/api/v1/products/", all],
      ["/api/v1/niches/7/products", ofNiche],
    ]);
    const run = runCacheHandler(productsCacheHandler, [update(1, 7)], cache);
    expect((cache.get("/api/v1/products/") as typeof all)[0].generation_status).toBe("completed");
    expect((cache.get("/api/v1/products/") as typeof all)[1]).toBe(all[1]);
    expect((cache.get("/api/v1/niches/7/products") as typeof all)[0].generation_status).toBe("completed");
    // The general list can hold 20,000 rows: an update it holds never refetches it.
    expect(run.isStale("/api/v1/products/")).toBe(false);
    for (const key of ["/api/v1/products/1", "/api/v1/products/1/content", "/api/v1/products/1/content/latest", "/api/v1/niches/7/products"]) {
      expect(run.isStale(key)).toBe(true);
    }
    expect(run.isStale("/api/v1/products/10")).toBe(false);
    expect(run.isStale("/api/v1/niches/8/products")).toBe(false);
  });

  it("refetches a list that does not hold the product (created elsewhere) and drops deleted ones", () => {
    const cache = new Map<string, unknown>([["/api/v1/products/", [{ id: 1, generation_status: "pending" }]]]);
    const created = runCacheHandler(productsCacheHandler, [update(9, 7, "pending")], cache);
    expect(created.isStale("/api/v1/products/")).toBe(true);
    const deleted = runCacheHandler(productsCacheHandler, [update(1, 7, "deleted")], cache);
    expect(cache.get("/api/v1/products/")).toEqual([]);
    expect(deleted.isStale("/api/v1/products/")).toBe(false);
  });

  it("without a niche id patches every cached niche list holding the product and refetches them all", () => {
    const cache = new Map<string, unknown>([
      ["/api/v1/niches/3/products", [{ id: 5, generation_status: "pending" }]],
      ["/api/v1/niches/4/products", [{ id: 6, generation_status: "pending" }]],
    ]);
    const run = runCacheHandler(productsCacheHandler, [update(5, null, "generating")], cache);
    expect(cache.get("/api/v1/niches/3/products")).toEqual([{ id: 5, generation_status: "generating" }]);
    expect(run.isStale("/api/v1/niches/4/products")).toBe(true);
    expect(run.isStale("/api/v1/niches/4")).toBe(false);
  });

  it("a completed bulk import refetches the general list and that niche's list; progress changes nothing", () => {
    const bulk = (status: string) =>
      realtimeEvent("bulk_import_update", { niche_id: 2, status, total: 1, processed: 1, successfully_imported: 1, failed_imports: 0 });
    expect(runCacheHandler(productsCacheHandler, [bulk("progress")]).isStale("/api/v1/products/")).toBe(false);
    const done = runCacheHandler(productsCacheHandler, [bulk("completed")]);
    expect(done.isStale("/api/v1/products/")).toBe(true);
    expect(done.isStale("/api/v1/niches/2/products")).toBe(true);
  });
});
