import { affiliateBaseDomain, marketGroups, markets, popularMarkets, resolveMarket } from "./markets";

describe("markets", () => {
  it("lists the 21 markets of the spec with unique ids, codes and domains", () => {
    expect(markets).toHaveLength(21);
    expect(new Set(markets.map((m) => m.id)).size).toBe(21);
    expect(new Set(markets.map((m) => m.countryCode)).size).toBe(21);
    expect(new Set(markets.map((m) => m.dominio)).size).toBe(21);
    for (const m of markets) {
      expect(m.pais).toBeTruthy();
      expect(m.lang).toMatch(/^[a-z]{2}$/);
      expect(m.dominio).toMatch(/^amazon\./);
      expect(m.flag).toBeTruthy();
      if (m.dataUrl) expect(m.dataUrl).toMatch(/^https:\/\//);
    }
  });

  it("puts every market in exactly one group", () => {
    const all = Object.values(marketGroups).flat();
    expect(all).toHaveLength(21);
    expect(new Set(all).size).toBe(21);
  });

  it("has the ten popular markets among the list", () => {
    expect(popularMarkets).toEqual(["us", "uk", "de", "fr", "it", "es", "mx", "br", "ca", "jp"]);
    for (const id of popularMarkets) {
      expect(markets.some((m) => m.id === id)).toBe(true);
    }
  });

  it("maps country codes to affiliate domains with the US default", () => {
    expect(affiliateBaseDomain("ES")).toBe("amazon.es");
    expect(affiliateBaseDomain("gb")).toBe("amazon.co.uk");
    expect(affiliateBaseDomain("MX")).toBe("amazon.com.mx");
    expect(affiliateBaseDomain("SE")).toBe("amazon.com");
    expect(affiliateBaseDomain(undefined)).toBe("amazon.com");
  });

  it("resolves a market by Spanish name or code, ignoring case and accents", () => {
    expect(resolveMarket("España")?.dominio).toBe("amazon.es");
    expect(resolveMarket("espana")?.countryCode).toBe("ES");
    expect(resolveMarket("MÉXICO")?.id).toBe("mx");
    expect(resolveMarket("us")?.pais).toBe("Estados Unidos");
    expect(resolveMarket("GB")?.pais).toBe("Reino Unido");
    expect(resolveMarket("uk")?.pais).toBe("Reino Unido");
    expect(resolveMarket("amazon.de")?.pais).toBe("Alemania");
    expect(resolveMarket("Atlantis")).toBeUndefined();
    expect(resolveMarket(null)).toBeUndefined();
  });
});
