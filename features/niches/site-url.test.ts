import { parseVercelData, resolveSiteUrl } from "./site-url";

describe("resolveSiteUrl", () => {
  it("follows the spec's order of keys", () => {
    const all = {
      siteUrl: "https://a.example/",
      vercelUrl: "https://b.example/",
      deployment: { siteUrl: "https://c.example/", url: "https://d.example/" },
      url: "https://e.example/",
    };
    expect(resolveSiteUrl(JSON.stringify(all))).toBe("https://a.example/");
    expect(resolveSiteUrl(JSON.stringify({ ...all, siteUrl: "" }))).toBe("https://b.example/");
    expect(resolveSiteUrl(JSON.stringify({ ...all, siteUrl: null, vercelUrl: "  " }))).toBe("https://c.example/");
    expect(resolveSiteUrl(JSON.stringify({ deployment: { url: "https://d.example/" }, url: "https://e.example/" }))).toBe(
      "https://d.example/",
    );
    expect(resolveSiteUrl(JSON.stringify({ url: "https://e.example/x" }))).toBe("https://e.example/x");
  });

  it("adds https to a bare host", () => {
    expect(resolveSiteUrl({ vercelUrl: "my-site.vercel.app" })).toBe("https://my-site.vercel.app/");
  });

  it("skips values that are not usable web addresses", () => {
    expect(resolveSiteUrl({ siteUrl: "javascript:alert(1)", url: "http://ok.example/" })).toBe("http://ok.example/");
    expect(resolveSiteUrl({ siteUrl: 42, deployment: "x" })).toBeNull();
  });

  it("returns null for empty, invalid or non-object data", () => {
    expect(resolveSiteUrl(null)).toBeNull();
    expect(resolveSiteUrl(undefined)).toBeNull();
    expect(resolveSiteUrl("")).toBeNull();
    expect(resolveSiteUrl("{not json")).toBeNull();
    expect(resolveSiteUrl("[1,2]")).toBeNull();
    expect(resolveSiteUrl("{}")).toBeNull();
  });
});

describe("parseVercelData", () => {
  it("accepts JSON text or an object", () => {
    expect(parseVercelData('{"a":1}')).toEqual({ a: 1 });
    expect(parseVercelData({ a: 1 })).toEqual({ a: 1 });
    expect(parseVercelData("null")).toBeNull();
  });
});
