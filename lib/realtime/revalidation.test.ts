import { parseRealtimeEvent, type RealtimeEvent } from "./events";
import { createRevalidationThrottle, emptyStaleKeys, isStale, patchProductList, productListKeys, staleKeysFor } from "./revalidation";

const product = (niche_id: number | null) =>
  parseRealtimeEvent("product_update", { product_id: 1, niche_id, status: "completed" }) as RealtimeEvent;

describe("staleKeysFor", () => {
  it("a product update makes that product, that niche's products, the niche list and health stale", () => {
    const stale = staleKeysFor([product(7)]);
    for (const key of ["/api/v1/products/1", "/api/v1/products/1/content/latest", "/api/v1/niches/7/products", "/api/v1/niches/", "/api/v1/niches/?limit=5", "/api/v1/health"]) {
      expect(isStale(stale, key)).toBe(true);
    }
    // The general list is patched in place instead (it can hold 20,000 rows); other products stay cached.
    expect(isStale(stale, "/api/v1/products/")).toBe(false);
    expect(isStale(stale, "/api/v1/products/10")).toBe(false);
    expect(isStale(stale, "/api/v1/niches/8/products")).toBe(false);
    expect(isStale(stale, "/api/v1/niches/7")).toBe(false);
    expect(isStale(stale, "/api/v1/niche-catalogo/")).toBe(false);
  });

  it("without a niche id every niche's products are stale; array keys match by their path", () => {
    const stale = staleKeysFor([product(null)]);
    expect(isStale(stale, "/api/v1/niches/3/products?x=1")).toBe(true);
    expect(isStale(stale, ["/api/v1/products/1", 2])).toBe(true);
    expect(isStale(stale, 42)).toBe(false);
  });

  it("bulk imports only when completed; automations only when completed", () => {
    const bulk = (status: string) =>
      parseRealtimeEvent("bulk_import_update", {
        niche_id: 2, status, total: 1, processed: 1, successfully_imported: 1, failed_imports: 0,
      }) as RealtimeEvent;
    expect(isStale(staleKeysFor([bulk("progress")]), "/api/v1/products/")).toBe(false);
    expect(isStale(staleKeysFor([bulk("completed")]), "/api/v1/niches/2/products")).toBe(true);
    const automation = (status: string) =>
      parseRealtimeEvent("niche_automation_progress", { status }) as RealtimeEvent;
    expect(isStale(staleKeysFor([automation("website_completed")]), "/api/v1/niches/")).toBe(false);
    const done = staleKeysFor([automation("automation_completed")]);
    expect(isStale(done, "/api/v1/niches/")).toBe(true);
    expect(isStale(done, "/api/v1/niches/4")).toBe(true);
    expect(isStale(done, "/api/v1/products/")).toBe(false);
  });
});

describe("patchProductList", () => {
  const update = (product_id: number, status: string, extra: Record<string, unknown> = {}) =>
    parseRealtimeEvent("product_update", { product_id, niche_id: 7, status, ...extra }) as RealtimeEvent;

  it("applies the last status of each product and keeps the other rows and the array when nothing matches", () => {
    const list = [{ id: 1, generation_status: "pending", amazon_url: "u1" }, { id: 2, generation_status: "pending" }];
    const events = [update(1, "generating"), update(1, "completed", { content_title: "T" })];
    const patched = patchProductList(list, events);
    const next = patched.list as typeof list;
    expect(next[0]).toEqual({ id: 1, generation_status: "completed", amazon_url: "u1", content_title: "T" });
    expect(next[1]).toBe(list[1]);
    expect(patched.refetch).toBe(false);
    expect(patchProductList(undefined, events)).toEqual({ list: undefined, refetch: false });
  });

  it("asks for a refetch when an event names a product the list does not hold (created elsewhere)", () => {
    const list = [{ id: 1, generation_status: "pending" }];
    const patched = patchProductList(list, [update(9, "pending")]);
    expect(patched.list).toBe(list);
    expect(patched.refetch).toBe(true);
    expect(isStale(productListKeys(), "/api/v1/products/")).toBe(true);
    expect(isStale(productListKeys(), "/api/v1/products/1")).toBe(false);
  });

  it("removes deleted products without a refetch, even when a status update came first in the batch", () => {
    const list = [{ id: 1, generation_status: "pending" }, { id: 2, generation_status: "pending" }];
    const patched = patchProductList(list, [update(2, "generating"), update(2, "deleted")]);
    expect(patched.list).toEqual([{ id: 1, generation_status: "pending" }]);
    expect(patched.refetch).toBe(false);
    expect(patchProductList(list, [update(5, "deleted")]).list).toBe(list);
  });
});

describe("parseRealtimeEvent", () => {
  it("drops unknown names and malformed payloads", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    expect(parseRealtimeEvent("nope", {})).toBeNull();
    expect(parseRealtimeEvent("product_update", { product_id: "x" })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe("createRevalidationThrottle", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("revalidates on the next task, then merges a burst into one trailing call per interval", () => {
    let now = 0;
    const calls: string[][] = [];
    const throttle = createRevalidationThrottle((s) => calls.push([...s.exact]), 1000, () => now);
    const keys = (k: string) => {
      const s = emptyStaleKeys();
      s.exact.add(k);
      return s;
    };
    throttle.add(keys("a"));
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(calls).toEqual([["a"]]);
    now = 100;
    throttle.add(keys("b"));
    throttle.add(keys("c"));
    expect(calls).toHaveLength(1);
    now = 1000;
    jest.advanceTimersByTime(900);
    expect(calls).toEqual([["a"], ["b", "c"]]);
  });
});
