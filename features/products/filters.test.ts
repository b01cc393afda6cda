import {
  filtersFromSearch,
  holdsText,
  filtersToSearch,
  isFiltered,
} from "./filters";
import type { Product } from "./schemas";

function product(id: number, over: Partial<Product> = {}): Product {
  return {
    id,
    amazon_url: `https://www.amazon.es/dp/B00000000${id}`,
    generation_status: "pending",
    niche: { id: 1, name: "Cafeteras Express", slug: "es-cafeteras" },
    ...over,
  } as Product;
}

const products = [
  product(1),
  product(2, { generation_status: "processing" }),
  product(3, { generation_status: "error", niche: { id: 2, name: "Bicis", slug: "es-bicis" } }),
  product(4, { generation_status: "completed", amazon_url: "https://www.amazon.com/dp/ZZZ", niche: null, niche_name: "Relojes", niche_slug: "us-relojes" }),
];

const search = (list: typeof products, q: string) => list.filter((p) => holdsText(p, q)).map((p) => p.id);

describe("the search text", () => {
  it("matches niche name, niche slug or URL", () => {
    expect(search(products, "cafeteras")).toEqual([1, 2]);
    expect(search(products, "ES-BICIS")).toEqual([3]);
    expect(search(products, "relojes")).toEqual([4]);
    expect(search(products, "dp/zzz")).toEqual([4]);
  });
  it("matches what the search box offers: title, product name and ASIN, accents and case ignored", () => {
    const named = [
      product(5, { content_title: "Cafetera Espresso Análisis", asin: "B0CAFE0001" }),
      product(6, { product_name: "Molinillo Eléctrico", niche: null }),
      product(7),
    ];
    expect(search(named, "analisis")).toEqual([5]);
    expect(search(named, "b0cafe0001")).toEqual([5]);
    expect(search(named, "MOLINILLO electrico")).toEqual([6]);
  });
});

describe("URL filters", () => {
  it("reads ?status=pending and ignores unknown values", () => {
    expect(filtersFromSearch(new URLSearchParams("status=pending"))).toEqual({ q: "", niche: "all", status: "pending", page: 1 });
    expect(filtersFromSearch(new URLSearchParams("status=bogus&niche=es-bicis&q=x"))).toEqual({
      q: "x",
      niche: "es-bicis",
      status: "all",
      page: 1,
    });
  });
  it("round-trips and leaves defaults out", () => {
    const f = { q: "café", niche: "es-bicis", status: "completed" as const, page: 3 };
    expect(filtersFromSearch(new URLSearchParams(filtersToSearch(f).slice(1)))).toEqual(f);
    expect(filtersToSearch({ q: "", niche: "all", status: "all", page: 1 })).toBe("");
    // A typed page is a whole number from 1, never beyond the last page a server is asked for.
    expect([" 2", "0", "-3", "1.5", "x", "9999999"].map((page) => filtersFromSearch(new URLSearchParams({ page })).page)).toEqual([2, 1, 1, 1, 1, 100_000]);
    expect(isFiltered({ q: " ", niche: "all", status: "all" })).toBe(false);
    expect(isFiltered(f)).toBe(true);
  });
});
