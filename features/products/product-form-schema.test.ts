import { productFormSchema } from "./product-form-schema";

const schema = productFormSchema({ required: "REQ", invalidDomain: "DOMAIN" });
const messageOf = (amazon_url: string) => {
  const result = schema.safeParse({ amazon_url });
  return result.success ? null : result.error.issues[0].message;
};

describe("product form URL rule", () => {
  it("requires the URL", () => {
    expect(messageOf("")).toBe("REQ");
    expect(messageOf("   ")).toBe("REQ");
  });
  it.each(["com", "es", "co.uk", "de", "fr", "it", "nl", "ca", "com.mx", "com.br", "co.jp", "in"])(
    "accepts amazon.%s with or without www",
    (tld) => {
      expect(messageOf(`https://www.amazon.${tld}/dp/B000000001`)).toBeNull();
      expect(messageOf(`http://amazon.${tld}/dp/B000000001`)).toBeNull();
    },
  );
  it.each([
    "https://www.amazon.com.au/dp/B000000001",
    "https://www.ebay.es/itm/1",
    "ftp://amazon.es/dp/B000000001",
    "https://amazon.es.evil.com/dp/B000000001",
    "amazon.es/dp/B000000001",
  ])("rejects %s", (url) => expect(messageOf(url)).toBe("DOMAIN"));
  it("trims the value", () => {
    expect(schema.parse({ amazon_url: "  https://amazon.es/dp/B000000001 " }).amazon_url).toBe(
      "https://amazon.es/dp/B000000001",
    );
  });
});
