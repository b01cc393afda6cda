import { markets } from "./markets";
import { findMarket, marketFilterCounts, searchMarkets } from "./search";

describe("searchMarkets", () => {
  it("returns every market for an empty query and the 'all' filter", () => {
    expect(searchMarkets("")).toHaveLength(markets.length);
    expect(searchMarkets("   ", "all")).toHaveLength(21);
  });

  it("finds by country name ignoring case and accents", () => {
    expect(searchMarkets("espana").map((m) => m.id)).toEqual(["es"]);
    expect(searchMarkets("MÉXICO").map((m) => m.id)).toEqual(["mx"]);
  });

  it("finds by domain and by country code", () => {
    expect(searchMarkets("co.uk").map((m) => m.id)).toEqual(["uk"]);
    expect(searchMarkets("amazon.com.").map((m) => m.id).sort()).toEqual(["au", "be", "br", "mx"]);
    expect(searchMarkets("gb").map((m) => m.id)).toEqual(["uk"]);
    expect(searchMarkets("JP").map((m) => m.id)).toEqual(["jp"]);
  });

  it("applies the continent filter together with the query", () => {
    const america = searchMarkets("", "america").map((m) => m.id).sort();
    expect(america).toEqual(["br", "ca", "mx", "us"]);
    expect(searchMarkets("a", "medioOriente").every((m) => m.group === "medioOriente")).toBe(true);
    expect(searchMarkets("alemania", "america")).toEqual([]);
  });

  it("returns nothing for an unknown text", () => {
    expect(searchMarkets("atlantis")).toEqual([]);
  });
});

describe("marketFilterCounts", () => {
  it("counts the markets of each filter, adding up to the total", () => {
    const counts = marketFilterCounts();
    expect(counts.all).toBe(21);
    expect(counts.america).toBe(4);
    expect(counts.europa).toBe(10);
    expect(counts.asiaPacifico).toBe(5);
    expect(counts.medioOriente).toBe(2);
    expect(counts.america + counts.europa + counts.asiaPacifico + counts.medioOriente).toBe(21);
  });
});

describe("findMarket", () => {
  it("finds by id and tolerates empty ids", () => {
    expect(findMarket("de")?.pais).toBe("Alemania");
    expect(findMarket("")).toBeUndefined();
    expect(findMarket(null)).toBeUndefined();
  });
});
