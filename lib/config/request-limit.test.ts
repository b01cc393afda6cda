import { readRequestLimit, VERCEL_MAX_REQUEST_BYTES } from "./request-limit";

describe("readRequestLimit", () => {
  it("is Vercel's 4.5 MB when deployed there", () => {
    expect(readRequestLimit({ VERCEL: "1" })).toBe(VERCEL_MAX_REQUEST_BYTES);
    expect(VERCEL_MAX_REQUEST_BYTES).toBe(4_718_592);
  });

  it("is the panel's own proxy limit elsewhere", () => {
    expect(readRequestLimit({})).toBe(60 * 1024 * 1024);
    expect(readRequestLimit({ PROXY_MAX_BODY_BYTES: "1000" })).toBe(1000);
  });

  it("takes REQUEST_MAX_BYTES over both, and names it when invalid", () => {
    expect(readRequestLimit({ VERCEL: "1", REQUEST_MAX_BYTES: "2000000" })).toBe(2_000_000);
    expect(() => readRequestLimit({ REQUEST_MAX_BYTES: "4.5MB" })).toThrow(/REQUEST_MAX_BYTES/);
  });
});
