import { isOnAmazonHost, resolveContentUrl } from "./url-resolution";

describe("resolveContentUrl", () => {
  it.each(["//evil.example", "///evil.example", "/\\evil.example", "\\\\evil.example", "\\/evil.example", " //evil.example", "\t//evil.example", "\n//evil.example"])(
    "treats %j as another site, resolved as the browser would",
    (value) => {
      const resolved = resolveContentUrl(value);
      expect(resolved?.kind).toBe("external");
      expect(resolved?.href).toBe("https://evil.example/");
    },
  );

  it("keeps in-panel paths in canonical form", () => {
    expect(resolveContentUrl("/niches/3?x=1#a")).toEqual({ kind: "panel", href: "/niches/3?x=1#a" });
    expect(resolveContentUrl("productos/a")).toEqual({ kind: "panel", href: "/productos/a" });
    expect(resolveContentUrl("/a/../b")).toEqual({ kind: "panel", href: "/b" });
  });

  it("keeps fragments as fragments", () => {
    expect(resolveContentUrl("#user-content-intro")).toEqual({ kind: "fragment", href: "#user-content-intro" });
  });

  it("marks absolute addresses as external", () => {
    expect(resolveContentUrl("https://example.com/a")?.kind).toBe("external");
    expect(resolveContentUrl("mailto:a@b.es")?.kind).toBe("external");
  });
});

describe("isOnAmazonHost", () => {
  const amazon = (value: string) => isOnAmazonHost(new URL(value));

  it("accepts the marketplaces and the short-link host", () => {
    expect(amazon("https://www.amazon.es/dp/B000")).toBe(true);
    expect(amazon("https://amazon.co.uk/dp/B000")).toBe(true);
    expect(amazon("https://www.amazon.com.br/dp/B000")).toBe(true);
    expect(amazon("https://amzn.to/3x")).toBe(true);
    expect(amazon("https://WWW.AMAZON.DE./dp/B000")).toBe(true);
  });

  it.each([
    "https://amazon.evil.example/dp/B000",
    "https://www.amazon.es@evil.example/dp/B000",
    "https://notamazon.com/",
    "https://evil.example/?u=amazon.es",
    "https://amazon.es.evil.example/",
    "https://user:pw@www.amazon.es/",
    "ftp://www.amazon.es/",
  ])("refuses %s", (value) => {
    expect(amazon(value)).toBe(false);
  });
});
