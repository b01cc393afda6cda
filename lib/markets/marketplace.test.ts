import { isMarketplaceHost, linkMarketplace, otherMarketplace, otherMarketplaceReason } from "./marketplace";

describe("linkMarketplace", () => {
  it("reads the marketplace of an Amazon link, with or without www, for every market", () => {
    expect(linkMarketplace("https://www.amazon.com.au/dp/B0TEST0001")).toBe("amazon.com.au");
    expect(linkMarketplace("https://amazon.sa/dp/B0TEST0001")).toBe("amazon.sa");
    expect(linkMarketplace("https://www.amazon.com/dp/B0TEST0001")).toBe("amazon.com");
    expect(linkMarketplace(" https://amazon.co.uk/dp/B0TEST0001?tag=x ")).toBe("amazon.co.uk");
    expect(linkMarketplace("https://WWW.AMAZON.ES/dp/B0TEST0001")).toBe("amazon.es");
  });

  it("names none for an ASIN, another site or a broken link", () => {
    expect(linkMarketplace("B0TEST0001")).toBeNull();
    expect(linkMarketplace("https://www.ebay.es/itm/1")).toBeNull();
    expect(linkMarketplace("https://amazon.es.evil.example/dp/B0TEST0001")).toBeNull();
    expect(linkMarketplace("esto no es una url")).toBeNull();
    expect(linkMarketplace("https://user@amazon.es/dp/B0TEST0001")).toBeNull();
    expect(linkMarketplace("https://amazon.es:8443/dp/B0TEST0001")).toBeNull();
    expect(linkMarketplace("ftp://amazon.es/dp/B0TEST0001")).toBeNull();
  });
});

describe("otherMarketplace", () => {
  it("names the link's marketplace when it is not the niche's", () => {
    expect(otherMarketplace("https://www.amazon.com/dp/B0TEST0001", "amazon.es")).toBe("amazon.com");
    expect(otherMarketplace("https://www.amazon.com.mx/dp/B0TEST0001", "amazon.com")).toBe("amazon.com.mx");
  });

  it("accepts the niche's own marketplace, bare ASINs and niches without a market", () => {
    expect(otherMarketplace("https://www.amazon.es/dp/B0TEST0001", "amazon.es")).toBeNull();
    expect(otherMarketplace("B0TEST0001", "amazon.es")).toBeNull();
    expect(otherMarketplace("https://www.amazon.com/dp/B0TEST0001", undefined)).toBeNull();
  });

  it("gives the backend a Spanish reason naming both marketplaces", () => {
    expect(otherMarketplaceReason("amazon.com", "amazon.es")).toBe(
      "Este enlace es de Amazon Estados Unidos (amazon.com); el nicho vende en Amazon España (amazon.es)",
    );
  });
});

describe("isMarketplaceHost", () => {
  it("knows every market's domain and its subdomains, in any case", () => {
    for (const host of ["amazon.es", "www.amazon.es", "m.amazon.co.uk", "smile.amazon.com", "WWW.AMAZON.COM.MX", "www.amazon.ie."]) {
      expect(isMarketplaceHost(host)).toBe(true);
    }
  });

  it("refuses hosts that only look like Amazon", () => {
    for (const host of ["amazon.es.evil.example", "notamazon.es", "amazon.example", "amzn.to", "amazon", ""]) {
      expect(isMarketplaceHost(host)).toBe(false);
    }
  });
});
