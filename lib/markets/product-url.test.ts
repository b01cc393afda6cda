import es from "@/messages/es.json";
import { asinText, productLink, productAsin, productUrlProblem, productUrlReason, productUrlRefusal, type ProductUrlProblem } from "./product-url";

describe("productAsin", () => {
  it("reads the ASIN of a product page's path, upper case", () => {
    expect(productAsin("https://www.amazon.es/Cafetera-Italiana/dp/b0abcdef12?th=1")).toBe("B0ABCDEF12");
    expect(productAsin("https://www.amazon.com/gp/product/B0ABCDEF12/")).toBe("B0ABCDEF12");
    expect(productAsin("https://www.amazon.de/gp/aw/d/B0ABCDEF12")).toBe("B0ABCDEF12");
  });

  it("finds none in a search, a list, the query or a broken link", () => {
    expect(productAsin("https://www.amazon.es/s?k=cafetera")).toBeNull();
    expect(productAsin("https://www.amazon.es/s?url=/dp/B0ABCDEF12")).toBeNull();
    expect(productAsin("https://www.amazon.es/gp/bestsellers")).toBeNull();
    expect(productAsin("https://www.amazon.es/dp/B0ABCDEF123")).toBeNull();
    expect(productAsin("no es un enlace")).toBeNull();
  });
});

describe("productUrlProblem", () => {
  it("tells apart not Amazon, another marketplace and not a product page", () => {
    expect(productUrlProblem("https://www.ebay.es/itm/1", "amazon.es")).toEqual({ kind: "notAmazon" });
    expect(productUrlProblem("https://www.amazon.es/dp/B0ABCDEF12", "amazon.com")).toEqual({
      kind: "otherMarket",
      domain: "amazon.es",
      nicheDomain: "amazon.com",
    });
    expect(productUrlProblem("https://www.amazon.es/gp/bestsellers", "amazon.es")).toEqual({ kind: "notProduct" });
    expect(productUrlProblem("https://www.amazon.es/dp/B0ABCDEF12", "amazon.es")).toBeNull();
    expect(productUrlProblem("https://www.amazon.com.au/dp/B0ABCDEF12", "amazon.com.au")).toBeNull();
  });

  it("says so in the backend's Spanish", () => {
    expect(productUrlRefusal("https://www.ebay.es/itm/1", "amazon.es")).toBe("La URL debe ser de Amazon (amazon.com, amazon.es, etc.)");
    expect(productUrlRefusal("https://www.amazon.com/dp/B0ABCDEF12", "amazon.es")).toBe(
      "Este enlace es de Amazon Estados Unidos (amazon.com); el nicho vende en Amazon España (amazon.es)",
    );
    expect(productUrlRefusal("https://www.amazon.es/", "amazon.es")).toMatch(/^Este enlace es de Amazon, pero no es la página de un producto/);
    expect(productUrlRefusal("https://www.amazon.es/dp/B0ABCDEF12", null)).toBeNull();
  });
});

describe("productLink", () => {
  it("makes a bare ASIN, in any case or full width, the niche marketplace's product page", () => {
    expect(productLink("b0abcdef12", "amazon.es")).toEqual({ url: "https://www.amazon.es/dp/B0ABCDEF12", asin: "B0ABCDEF12" });
    expect(productLink("Ｂ０ＡＢＣＤＥＦ１２", "amazon.co.jp")).toEqual({ url: "https://www.amazon.co.jp/dp/B0ABCDEF12", asin: "B0ABCDEF12" });
    expect(productLink("8420412147")).toEqual({ url: "https://www.amazon.com/dp/8420412147", asin: "8420412147" });
  });

  it("refuses ten letters or digits that are no ASIN", () => {
    for (const text of ["cafeteras1", "HELLOWORLD", "1234567890"]) expect(productLink(text, "amazon.es")).toEqual({ problem: { kind: "notAsin" } });
  });

  it("takes the mobile site's links as the desktop product page", () => {
    expect(productLink("https://m.amazon.es/gp/aw/d/B0ABCDEF12?psc=1", "amazon.es")).toEqual({ url: "https://www.amazon.es/dp/B0ABCDEF12", asin: "B0ABCDEF12" });
    expect(productLink("https://www.amazon.de/gp/aw/d/B0ABCDEF12", "amazon.de")).toEqual({ url: "https://www.amazon.de/dp/B0ABCDEF12", asin: "B0ABCDEF12" });
    expect(productLink("https://m.amazon.com/dp/B0ABCDEF12", "amazon.es")).toEqual({
      problem: { kind: "otherMarket", domain: "amazon.com", nicheDomain: "amazon.es" },
    });
  });

  it("keeps a desktop product link as written", () => {
    const link = "https://www.amazon.es/Cafetera-Italiana/dp/B0ABCDEF12?th=1";
    expect(productLink(` ${link} `, "amazon.es")).toEqual({ url: link, asin: "B0ABCDEF12" });
  });

  it("says a short link must be opened, without following it", () => {
    for (const link of ["https://amzn.to/3xYzAbC", "https://amzn.eu/d/0aBcDeF", "amzn.eu/d/0aBcDeF", "https://a.co/d/0aBcDeF"]) {
      expect(productLink(link, "amazon.es")).toEqual({ problem: { kind: "shortLink" } });
    }
  });

  it("says when a line holds more than one product", () => {
    for (const line of ["B0ABCDEF12 B0ABCDEF13", "B0ABCDEF12,B0ABCDEF13", "B0ABCDEF12B0ABCDEF13", "https://www.amazon.es/dp/B0ABCDEF12 https://www.amazon.es/dp/B0ABCDEF13"]) {
      expect(productLink(line, "amazon.es")).toEqual({ problem: { kind: "severalProducts" } });
    }
  });
});

describe("asinText", () => {
  it("reads a bare ASIN as Amazon writes it, and nothing else", () => {
    expect(asinText(" b0abcdef12 ")).toBe("B0ABCDEF12");
    expect(asinText("ＢＯＯＫ")).toBeNull();
    expect(asinText("https://www.amazon.es/dp/B0ABCDEF12")).toBeNull();
  });
});

describe("productUrlReason", () => {
  it("says what the panel's catalogue says", () => {
    const kinds = ["notAmazon", "notAsin", "shortLink", "severalProducts", "notProduct"] as const;
    for (const kind of kinds) expect(productUrlReason({ kind } as ProductUrlProblem)).toBe(es.products.url[kind]);
  });
});
