import { KeyCache, realtimeEvent, runCacheHandler } from "@/lib/realtime/cache-handler-harness";
import type { QueryKey } from "@/lib/contract/query-key";
import { productsCacheHandler } from "./realtime";

const update = (product_id: number, niche_id: number | null, status = "completed") =>
  realtimeEvent("product_update", { product_id, niche_id, status });

describe("productsCacheHandler", () => {
  it("patches the general list and the niche's list in place, and refetches the product and its content", () => {
    const all = [{ id: 1, generation_status: "pending" }, { id: 2, generation_status: "pending" }];
    const ofNiche = [{ id: 1, generation_status: "pending" }];
    const cache = new KeyCache([
      [["products.list"], all],
      [["products.ofNiche", { niche_id: "7" }], ofNiche],
    ]);
    const run = runCacheHandler(productsCacheHandler, [update(1, 7)], cache);
    expect((cache.get(["products.list"]) as typeof all)[0].generation_status).toBe("completed");
    expect((cache.get(["products.list"]) as typeof all)[1]).toBe(all[1]);
    expect((cache.get(["products.ofNiche", { niche_id: "7" }]) as typeof all)[0].generation_status).toBe("completed");
    // The general list can hold 20,000 rows: an update it holds never refetches it.
    expect(run.isStale(["products.list"])).toBe(false);
    const keys: QueryKey[] = [
      ["products.get", { product_id: "1" }],
      ["products.contents", { product_id: "1" }],
      ["products.latestContent", { product_id: "1" }],
      ["products.ofNiche", { niche_id: "7" }],
    ];
    for (const key of keys) {
      expect(run.isStale(key)).toBe(true);
    }
    expect(run.isStale(["products.get", { product_id: "10" }])).toBe(false);
    expect(run.isStale(["products.ofNiche", { niche_id: "8" }])).toBe(false);
  });

  it("refetches a list that does not hold the product (created elsewhere) and drops deleted ones", () => {
    const cache = new KeyCache([[["products.list"], [{ id: 1, generation_status: "pending" }]]]);
    const created = runCacheHandler(productsCacheHandler, [update(9, 7, "pending")], cache);
    expect(created.isStale(["products.list"])).toBe(true);
    const deleted = runCacheHandler(productsCacheHandler, [update(1, 7, "deleted")], cache);
    expect(cache.get(["products.list"])).toEqual([]);
    expect(deleted.isStale(["products.list"])).toBe(false);
  });

  it("patches the rows of a cached page in place, adds none to a later page, and refreshes the counts", () => {
    const pageKey: QueryKey = ["products.page", { of: "niche", niche_id: "7", q: "", status: "", page: "2" }];
    const firstKey: QueryKey = ["products.page", { of: "niche", niche_id: "7", q: "", status: "", page: "1" }];
    const page = { rows: [{ id: 3, generation_status: "pending" }, { id: 2, generation_status: "pending" }], total: 60 };
    const cache = new KeyCache([[pageKey, page], [firstKey, { rows: [{ id: 8, generation_status: "pending" }], total: 60 }]]);
    const run = runCacheHandler(productsCacheHandler, [update(2, 7, "processing"), update(9, 7, "pending")], cache);
    // The list's top shows a product created elsewhere, as the whole list would.
    expect(run.isStale(firstKey)).toBe(true);
    expect(cache.get(pageKey)).toEqual({ rows: [{ id: 3, generation_status: "pending" }, { id: 2, generation_status: "processing" }], total: 60 });
    // A product created elsewhere waits for the page's next read: what the user reads does not move.
    expect(run.isStale(pageKey)).toBe(false);
    expect(run.isStale(["products.count", { of: "all", status: "completed" }])).toBe(true);
    runCacheHandler(productsCacheHandler, [update(3, 7, "deleted")], cache);
    expect(cache.get(pageKey)).toEqual({ rows: [{ id: 2, generation_status: "processing" }], total: 59 });
    // A write's progress moves no count, and reads nothing again: its events come a second apart.
    const tick = realtimeEvent("product_update", { product_id: 2, niche_id: 7, status: "processing", progress: { characters: 120 } });
    const ticked = runCacheHandler(productsCacheHandler, [tick], cache);
    const reads: QueryKey[] = [
      ["products.count", { of: "all", status: "" }],
      ["products.ofNiche", { niche_id: "7" }],
      ["products.get", { product_id: "2" }],
      ["products.latestContent", { product_id: "2" }],
    ];
    expect(reads.filter((key) => ticked.isStale(key))).toEqual([]);
    const status = runCacheHandler(productsCacheHandler, [update(2, 7, "generating")], cache);
    expect(reads.filter((key) => status.isStale(key))).toEqual(reads);
  });

  it("a niche's first page reads again for a new product of its own niche, never for another niche's or for a write's progress", () => {
    const firstKey: QueryKey = ["products.page", { of: "niche", niche_id: "7", q: "", status: "", page: "1" }];
    const cache = new KeyCache([[firstKey, { rows: [{ id: 8, generation_status: "generating" }], total: 1 }]]);
    const elsewhere = runCacheHandler(productsCacheHandler, [update(40, 9, "pending")], cache);
    expect(elsewhere.isStale(firstKey)).toBe(false);
    // Another niche's write, a second apart: the page the user reads stays as it is.
    const tick = realtimeEvent("product_update", { product_id: 41, niche_id: 9, status: "generating", progress: { characters: 900 } });
    expect(runCacheHandler(productsCacheHandler, [tick], cache).isStale(firstKey)).toBe(false);
    const ownTick = realtimeEvent("product_update", { product_id: 12, niche_id: null, status: "generating", progress: { characters: 900 } });
    expect(runCacheHandler(productsCacheHandler, [ownTick], cache).isStale(firstKey)).toBe(false);
    expect(runCacheHandler(productsCacheHandler, [update(12, 7, "pending")], cache).isStale(firstKey)).toBe(true);
  });

  it("drops from a status-filtered page a row whose status left the filter, with the total, and reads the page again", () => {
    const pendingKey: QueryKey = ["products.page", { of: "niche", niche_id: "7", q: "", status: "pending", page: "1" }];
    const rows = [5, 4, 3, 2, 1].map((id) => ({ id, generation_status: "pending" }));
    const cache = new KeyCache([[pendingKey, { rows, total: 5 }]]);
    const run = runCacheHandler(productsCacheHandler, [update(4, 7, "completed")], cache);
    expect(cache.get(pendingKey)).toEqual({ rows: [5, 3, 2, 1].map((id) => ({ id, generation_status: "pending" })), total: 4 });
    expect(run.isStale(pendingKey)).toBe(true);
    expect(run.isStale(["products.count", { of: "niche", niche_id: "7", status: "" }])).toBe(true);
    // A status the filter's group holds keeps the row in place.
    const groupKey: QueryKey = ["products.page", { of: "all", q: "", status: "processing,generating", page: "2" }];
    const busy = new KeyCache([[groupKey, { rows: [{ id: 2, generation_status: "processing" }], total: 49 }]]);
    const still = runCacheHandler(productsCacheHandler, [update(2, 7, "generating")], busy);
    expect(busy.get(groupKey)).toEqual({ rows: [{ id: 2, generation_status: "generating" }], total: 49 });
    expect(still.isStale(groupKey)).toBe(false);
  });

  it("without a niche id patches every cached niche list holding the product and refetches them all", () => {
    const cache = new KeyCache([
      [["products.ofNiche", { niche_id: "3" }], [{ id: 5, generation_status: "pending" }]],
      [["products.ofNiche", { niche_id: "4" }], [{ id: 6, generation_status: "pending" }]],
    ]);
    const run = runCacheHandler(productsCacheHandler, [update(5, null, "generating")], cache);
    expect(cache.get(["products.ofNiche", { niche_id: "3" }])).toEqual([{ id: 5, generation_status: "generating" }]);
    expect(run.isStale(["products.ofNiche", { niche_id: "4" }])).toBe(true);
    expect(run.isStale(["niches.get", { niche_id: "4" }])).toBe(false);
  });

  it("a completed bulk import refetches the general list and that niche's list; progress changes nothing", () => {
    const bulk = (status: string) =>
      realtimeEvent("bulk_import_update", { niche_id: 2, status, total: 1, processed: 1, successfully_imported: 1, failed_imports: 0 });
    expect(runCacheHandler(productsCacheHandler, [bulk("progress")]).isStale(["products.list"])).toBe(false);
    const done = runCacheHandler(productsCacheHandler, [bulk("completed")]);
    expect(done.isStale(["products.list"])).toBe(true);
    expect(done.isStale(["products.ofNiche", { niche_id: "2" }])).toBe(true);
  });
});
