import * as z from "zod/mini";
import { forceGenerateRequestSchema } from "./schemas";

const body = { url: "https://www.amazon.es/dp/B000000001", affiliate_tag: "tag-21", tone: "casual", language: "es", marketplace_domain: "amazon.es" };
const issues = (input: unknown) => z.safeParse(forceGenerateRequestSchema, input).error?.issues.map((issue) => issue.path.join("."));

describe("forceGenerateRequestSchema", () => {
  it("takes a market's domain, language and a panel tone, trimmed and in any case", () => {
    expect(z.parse(forceGenerateRequestSchema, { ...body, tone: " Técnico", language: "ES ", marketplace_domain: "www.Amazon.co.uk" })).toEqual({
      ...body,
      tone: "técnico",
      language: "es",
      marketplace_domain: "amazon.co.uk",
    });
  });

  it.each([
    ["markdown", "*a".repeat(16384)],
    ["a host that is not Amazon's", "evil.example"],
    ["a lookalike", "amazon.es.evil.example"],
    ["an address", "https://www.amazon.es/dp/B000000001"],
    ["a host with a port", "amazon.es:8080"],
  ])("refuses %s as the marketplace", (_, marketplace_domain) => {
    expect(issues({ ...body, marketplace_domain })).toEqual(["marketplace_domain"]);
  });

  it("refuses a tone or a language outside the panel's lists", () => {
    expect(issues({ ...body, tone: "*a".repeat(100), language: "klingon" })).toEqual(["tone", "language"]);
    expect(issues({ ...body, tone: "", language: "" })).toEqual(["tone", "language"]);
  });
});
