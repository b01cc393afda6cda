import { productAsin, productUrlProblem, productUrlRefusal } from "./product-url";

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
