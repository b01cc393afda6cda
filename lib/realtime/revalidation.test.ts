import { parseRealtimeEvent } from "./events";
import { createRevalidationThrottle, emptyStaleKeys, hasStaleKeys, isStale } from "./revalidation";

describe("isStale", () => {
  it("matches exact keys, prefixes and patterns; array keys by their path", () => {
    const stale = emptyStaleKeys();
    expect(hasStaleKeys(stale)).toBe(false);
    stale.exact.add("/api/v1/a/");
    stale.prefixes.add("/api/v1/b/1");
    stale.patterns.add(/^\/api\/v1\/c\/\d+$/);
    expect(hasStaleKeys(stale)).toBe(true);
    expect(isStale(stale, "/api/v1/a/")).toBe(true);
    expect(isStale(stale, "/api/v1/a/1")).toBe(false);
    expect(isStale(stale, "/api/v1/b/1/content")).toBe(true);
    expect(isStale(stale, ["/api/v1/c/42", 2])).toBe(true);
    expect(isStale(stale, "/api/v1/c/x")).toBe(false);
    expect(isStale(stale, 42)).toBe(false);
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
