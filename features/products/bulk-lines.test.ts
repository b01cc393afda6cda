import { bulkImportPayload, checkBulkLines, parseBulkLines } from "./bulk-lines";

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
  it("upper-cases bare ASINs and sends the rest as typed", () => {
    expect(bulkImportPayload(["b000000002", "https://www.amazon.es/dp/B000000001", "not a url"])).toEqual({
      products: [
        { amazon_url: "B000000002" },
        { amazon_url: "https://www.amazon.es/dp/B000000001" },
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
  ].join("\n");

  it("counts only valid lines, and names the links to another marketplace with their line", () => {
    expect(checkBulkLines(text, "amazon.es")).toEqual({
      valid: 2,
      invalid: 1,
      foreign: [{ line: 4, text: "https://www.amazon.com/dp/B000000003", domain: "amazon.com" }],
    });
  });

  it("takes links of any marketplace for a niche without a market", () => {
    expect(checkBulkLines(text, undefined)).toEqual({ valid: 3, invalid: 1, foreign: [] });
  });
});
