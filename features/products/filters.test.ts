import {
  createAllProductsFilter,
  filterNicheProducts,
  filtersFromSearch,
  filtersToSearch,
  isFiltered,
  type AllProductFilters,
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

describe("filterNicheProducts", () => {
  it("searches the URL case-insensitively", () => {
    expect(filterNicheProducts(products, { q: "AMAZON.COM/", status: "all" }).map((p) => p.id)).toEqual([4]);
  });
  it("applies the niche grouping and combines with text", () => {
    expect(filterNicheProducts(products, { q: "", status: "pending" }).map((p) => p.id)).toEqual([1, 2]);
    expect(filterNicheProducts(products, { q: "b000000003", status: "failed" }).map((p) => p.id)).toEqual([3]);
  });
});

const filterAllProducts = (list: typeof products, f: Omit<AllProductFilters, "page">) => createAllProductsFilter(list)(f);

describe("general list filter", () => {
  it("matches text on niche name, niche slug or URL", () => {
    expect(filterAllProducts(products, { q: "cafeteras", niche: "all", status: "all" }).map((p) => p.id)).toEqual([1, 2]);
    expect(filterAllProducts(products, { q: "ES-BICIS", niche: "all", status: "all" }).map((p) => p.id)).toEqual([3]);
    expect(filterAllProducts(products, { q: "relojes", niche: "all", status: "all" }).map((p) => p.id)).toEqual([4]);
    expect(filterAllProducts(products, { q: "dp/zzz", niche: "all", status: "all" }).map((p) => p.id)).toEqual([4]);
  });
  it("matches what the search box offers: title, product name and ASIN, accents and case ignored", () => {
    const named = [
      product(5, { content_title: "Cafetera Espresso Análisis", asin: "B0CAFE0001" }),
      product(6, { product_name: "Molinillo Eléctrico", niche: null }),
      product(7),
    ];
    expect(filterAllProducts(named, { q: "analisis", niche: "all", status: "all" }).map((p) => p.id)).toEqual([5]);
    expect(filterAllProducts(named, { q: "b0cafe0001", niche: "all", status: "all" }).map((p) => p.id)).toEqual([5]);
    expect(filterAllProducts(named, { q: "MOLINILLO electrico", niche: "all", status: "all" }).map((p) => p.id)).toEqual([6]);
  });
  it("matches niche slug and status exactly, combined", () => {
    expect(filterAllProducts(products, { q: "", niche: "es-cafeteras", status: "pending" }).map((p) => p.id)).toEqual([1]);
    expect(filterAllProducts(products, { q: "", niche: "es-cafe", status: "all" })).toEqual([]);
    expect(filterAllProducts(products, { q: "", niche: "all", status: "error" }).map((p) => p.id)).toEqual([3]);
  });
  it("answers a typed sequence as a fresh filter would, narrowing and widening again", () => {
    const filter = createAllProductsFilter(products);
    const steps: Omit<AllProductFilters, "page">[] = [
      { q: "c", niche: "all", status: "all" },
      { q: "ca", niche: "all", status: "all" },
      { q: "cafeteras", niche: "all", status: "all" },
      { q: "cafeteras", niche: "all", status: "pending" },
      { q: "caf", niche: "all", status: "pending" },
      { q: "e", niche: "all", status: "all" },
      { q: "es-", niche: "es-bicis", status: "all" },
      { q: "", niche: "all", status: "all" },
      { q: "zzzz", niche: "all", status: "all" },
      { q: "dp/zzz", niche: "all", status: "all" },
    ];
    for (const step of steps) {
      expect(filter(step).map((p) => p.id)).toEqual(filterAllProducts(products, step).map((p) => p.id));
    }
    expect(filter({ q: "cafeteras", niche: "all", status: "all" }).map((p) => p.id)).toEqual([1, 2]);
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
