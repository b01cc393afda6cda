import { PRODUCT_FORM_FIELDS, productFormDefaults, productFormSchema } from "./product-form-schema";
import { productCreateSchema } from "./request-schemas";
import { markets } from "@/lib/markets/markets";

const schema = (nicheDomain?: string) =>
  productFormSchema({ required: "REQ", problem: (p) => (p.kind === "otherMarket" ? `OTHER ${p.domain}→${p.nicheDomain}` : p.kind.toUpperCase()) }, nicheDomain);
const messageOf = (amazon_url: string, nicheDomain?: string) => {
  const result = schema(nicheDomain).safeParse({ amazon_url });
  return result.success ? null : result.error.issues[0].message;
};

describe("product form URL rule", () => {
  it("requires the URL", () => {
    expect(messageOf("")).toBe("REQ");
    expect(messageOf("   ")).toBe("REQ");
  });

  it.each(markets.map((m) => m.dominio))("accepts a product page of %s, with or without www, for a niche of that market", (domain) => {
    expect(messageOf(`https://www.${domain}/dp/B000000001`, domain)).toBeNull();
    expect(messageOf(`http://${domain}/Nombre-Producto/dp/B000000001?th=1`, domain)).toBeNull();
  });

  it.each([
    "https://www.ebay.es/itm/1",
    "ftp://amazon.es/dp/B000000001",
    "https://amazon.es.evil.com/dp/B000000001",
    "https://amazon.es@evil.com/dp/B000000001",
    "amazon.es/dp/B000000001",
    "https://www.amazon.es /dp/B000000001",
  ])("says %s is not Amazon", (url) => expect(messageOf(url, "amazon.es")).toBe("NOTAMAZON"));

  it("names both marketplaces when the link is of another one than the niche's", () => {
    expect(messageOf("https://www.amazon.es/dp/B000000001", "amazon.com")).toBe("OTHER amazon.es→amazon.com");
    expect(messageOf("https://www.amazon.com/dp/B000000001", "amazon.it")).toBe("OTHER amazon.com→amazon.it");
  });

  it.each([
    "https://www.amazon.es/",
    "https://www.amazon.es",
    "https://www.amazon.es/s?k=cafetera",
    "https://www.amazon.es/gp/bestsellers",
    "https://www.amazon.es/gp/bestsellers/kitchen/dp",
    "https://www.amazon.es/s?k=x&url=/dp/B000000001",
    "https://www.amazon.es/dp/B00000",
  ])("says %s is Amazon but not a product page", (url) => expect(messageOf(url, "amazon.es")).toBe("NOTPRODUCT"));

  it("takes any marketplace for a niche without a market", () => {
    expect(messageOf("https://www.amazon.co.jp/dp/B000000001")).toBeNull();
  });

  it("takes a bare ASIN, as the bulk import does, and saves the marketplace's product page", () => {
    expect(schema("amazon.es").parse({ amazon_url: " b0abcdef12 " }).amazon_url).toBe("https://www.amazon.es/dp/B0ABCDEF12");
    expect(messageOf("HELLOWORLD", "amazon.es")).toBe("NOTASIN");
  });

  it("takes a mobile link as the desktop page and names a short link", () => {
    expect(schema("amazon.es").parse({ amazon_url: "https://m.amazon.es/gp/aw/d/B0ABCDEF12" }).amazon_url).toBe("https://www.amazon.es/dp/B0ABCDEF12");
    expect(messageOf("https://amzn.to/3xYzAbC", "amazon.es")).toBe("SHORTLINK");
  });

  it("trims the value", () => {
    expect(schema("amazon.es").parse({ amazon_url: "  https://amazon.es/dp/B000000001 " }).amazon_url).toBe("https://amazon.es/dp/B000000001");
  });
});

describe("product form fields", () => {
  it("are the create body's, starting from the product's values or empty", () => {
    expect(PRODUCT_FORM_FIELDS).toEqual(Object.keys(productCreateSchema.shape));
    expect(Object.keys(schema().shape)).toEqual(PRODUCT_FORM_FIELDS);
    expect(productFormDefaults()).toEqual({ amazon_url: "" });
    expect(productFormDefaults({ amazon_url: "https://www.amazon.es/dp/B000000001" })).toEqual({ amazon_url: "https://www.amazon.es/dp/B000000001" });
  });
});
