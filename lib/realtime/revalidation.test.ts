import { parseRealtimeEvent } from "./events";
import { createRevalidationThrottle, everyCachedRead, StaleKeys } from "./revalidation";

describe("StaleKeys", () => {
  it("match every key of an endpoint or an entity, narrowed by params; nothing else", () => {
    const stale = new StaleKeys();
    expect(stale.size).toBe(0);
    stale.add("things.list");
    stale.add("parts.", { thing_id: 1 });
    expect(stale.has(["things.list"])).toBe(true);
    expect(stale.has(["things.list", { q: "x" }])).toBe(true);
    expect(stale.has(["things.get", { thing_id: "1" }])).toBe(false);
    expect(stale.has(["parts.ofThing", { thing_id: "1" }])).toBe(true);
    expect(stale.has(["parts.ofThing", { thing_id: "2" }])).toBe(false);
    expect(stale.has("/api/v1/things/")).toBe(false);
    expect(stale.has(42)).toBe(false);
  });
});

describe("everyCachedRead", () => {
  it("makes every cached read of every endpoint stale, and none of the panel's own routes", () => {
    const stale = everyCachedRead([["things.list", { q: "x" }], ["parts.ofThing", { thing_id: "1" }], ["/product-content/render"]]);
    expect(stale.has(["things.list"])).toBe(true);
    expect(stale.has(["things.list", { q: "y" }])).toBe(true);
    expect(stale.has(["parts.ofThing", { thing_id: "2" }])).toBe(true);
    expect(stale.has(["things.get", { thing_id: "1" }])).toBe(false);
    expect(stale.has(["/product-content/render", "# Hola"])).toBe(false);
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
    const throttle = createRevalidationThrottle((s) => calls.push(s.matches().map((m) => m.idOrEntity)), 1000, () => now);
    const keys = (k: string) => {
      const s = new StaleKeys();
      s.add(k);
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
