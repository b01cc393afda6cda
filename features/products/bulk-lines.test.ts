import { bulkImportPayload, checkBulkLines, parseBulkLines, withoutProblemLines } from "./bulk-lines";

describe("parseBulkLines", () => {
  it("trims lines and drops blanks", () => {
    expect(parseBulkLines("  https://www.amazon.es/dp/B000000001  \n\n \r\nb000000002\n")).toEqual([
      "https://www.amazon.es/dp/B000000001",
      "b000000002",
    ]);
  });
  it("returns nothing for blank text", () => {
    expect(parseBulkLines("   \n\t\n")).toEqual([]);
  });
});

describe("bulkImportPayload", () => {
  it("sends bare ASINs as Amazon writes them, mobile links as desktop ones and the rest as typed", () => {
    expect(bulkImportPayload(["b000000002", "Ｂ００００００００３", "https://www.amazon.es/dp/B000000001", "https://m.amazon.es/gp/aw/d/B000000004", "not a url"])).toEqual({
      products: [
        { amazon_url: "B000000002" },
        { amazon_url: "B000000003" },
        { amazon_url: "https://www.amazon.es/dp/B000000001" },
        { amazon_url: "https://www.amazon.es/dp/B000000004" },
        { amazon_url: "not a url" },
      ],
    });
  });
});

describe("checkBulkLines", () => {
  const text = [
    "https://www.amazon.es/dp/B000000001",
    "",
    "b000000002",
    "https://www.amazon.com/dp/B000000003",
    "esto no es una url",
    "https://www.amazon.es/gp/bestsellers",
  ].join("\n");

  it("counts only lines that can be products, and names every other line with its reason", () => {
    expect(checkBulkLines(text, "amazon.es")).toEqual({
      valid: 2,
      problems: [
        { line: 4, text: "https://www.amazon.com/dp/B000000003", problem: { kind: "otherMarket", domain: "amazon.com", nicheDomain: "amazon.es" } },
        { line: 5, text: "esto no es una url", problem: { kind: "notAmazon" } },
        { line: 6, text: "https://www.amazon.es/gp/bestsellers", problem: { kind: "notProduct" } },
      ],
    });
  });

  it("takes product pages of any marketplace for a niche without a market", () => {
    expect(checkBulkLines(text, undefined)).toMatchObject({ valid: 3, problems: [{ line: 5 }, { line: 6 }] });
  });
});

describe("checkBulkLines with what people paste", () => {
  it("refuses ten letters or digits that are no ASIN, and takes Amazon's own links", () => {
    const pasted = ["cafeteras1", "HELLOWORLD", "1234567890", "https://m.amazon.es/gp/aw/d/B000000004", "Ｂ００００００００５", "8420412147"].join("\n");
    expect(checkBulkLines(pasted, "amazon.es")).toEqual({
      valid: 3,
      problems: [1, 2, 3].map((line) => ({ line, text: pasted.split("\n")[line - 1], problem: { kind: "notAsin" } })),
    });
  });

  it("names a short link and a line with two products", () => {
    expect(checkBulkLines("https://amzn.eu/d/0aBcDeF\nB000000001 B000000002", "amazon.es").problems).toEqual([
      { line: 1, text: "https://amzn.eu/d/0aBcDeF", problem: { kind: "shortLink" } },
      { line: 2, text: "B000000001 B000000002", problem: { kind: "severalProducts" } },
    ]);
  });
});

describe("withoutProblemLines", () => {
  it("keeps the lines that can be imported, trimmed, without blanks", () => {
    expect(withoutProblemLines(`  B000000002 \n\nhttps://www.amazon.com/dp/B000000003\nhttps://www.amazon.es/dp/B000000001`, "amazon.es")).toBe(
      "B000000002\nhttps://www.amazon.es/dp/B000000001",
    );
  });
});
