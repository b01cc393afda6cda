import type { Niche } from "./schemas";
import {
  DEFAULT_QUERY,
  filterNiches,
  sortNiches,
  isFiltered,
  parseListQuery,
  serializeListQuery,
  type NicheListQuery,
} from "./list-query";

function niche(partial: Partial<Niche> & { id: number; name: string }): Niche {
  return { slug: `s-${partial.id}`, is_active: true, ...partial } as Niche;
}

const niches: Niche[] = [
  niche({
    id: 1,
    name: "Cafeteras",
    slug: "es-cafeteras",
    affiliate_tag: "cafe-21",
    description: "Máquinas de café espresso",
    product_count: 3,
    created_at: "2024-01-01T00:00:00Z",
    updated_at: "2024-03-01T00:00:00Z",
    vercel_data: JSON.stringify({ siteUrl: "https://cafe.example" }),
  }),
  niche({
    id: 2,
    name: "auriculares",
    slug: "us-headphones",
    affiliate_tag: "audio-20",
    description: null,
    is_active: false,
    product_count: 10,
    created_at: "2024-02-01T00:00:00Z",
    updated_at: "2024-02-15T00:00:00Z",
  }),
  niche({
    id: 3,
    name: "Bicicletas",
    slug: "de-bikes",
    affiliate_tag: "bike-21",
    description: "Montaña y carretera",
    product_count: 0,
    created_at: "2024-03-01T00:00:00Z",
    updated_at: "2024-01-15T00:00:00Z",
    vercel_data: "{}",
  }),
];

const ids = (list: Niche[]) => list.map((n) => n.id);

// The screen sorts once per data/sort change and filters per keystroke; together they are the list.
function filterAndSortNiches(list: Niche[], query: NicheListQuery) {
  return filterNiches(sortNiches(list, query.sort), query);
}

describe("filterAndSortNiches", () => {
  it("sorts by last update, newest first, by default", () => {
    expect(ids(filterAndSortNiches(niches, DEFAULT_QUERY))).toEqual([1, 2, 3]);
  });

  it("sorts by creation (newest first), name (alphabetical, case-insensitive) and product count (largest first)", () => {
    expect(ids(filterAndSortNiches(niches, { ...DEFAULT_QUERY, sort: "created_at" }))).toEqual([3, 2, 1]);
    expect(ids(filterAndSortNiches(niches, { ...DEFAULT_QUERY, sort: "name" }))).toEqual([2, 3, 1]);
    expect(ids(filterAndSortNiches(niches, { ...DEFAULT_QUERY, sort: "product_count" }))).toEqual([2, 1, 3]);
  });

  it("searches name, slug, affiliate tag and description, ignoring case and accents", () => {
    const search = (q: string) => ids(filterAndSortNiches(niches, { ...DEFAULT_QUERY, q }));
    expect(search("CAFETERAS")).toEqual([1]);
    expect(search("us-head")).toEqual([2]);
    expect(search("bike-21")).toEqual([3]);
    expect(search("montana")).toEqual([3]);
    expect(search("maquinas")).toEqual([1]);
    expect(search("  ")).toEqual([1, 2, 3]);
    expect(search("nada-coincide")).toEqual([]);
  });

  it("filters by status and by having a site", () => {
    const byStatus = (status: (typeof DEFAULT_QUERY)["status"]) =>
      ids(filterAndSortNiches(niches, { ...DEFAULT_QUERY, status }));
    expect(byStatus("active")).toEqual([1, 3]);
    expect(byStatus("inactive")).toEqual([2]);
    expect(byStatus("with_site")).toEqual([1]);
    expect(byStatus("no_site")).toEqual([2, 3]);
  });

  it("does not mutate its input", () => {
    const copy = [...niches];
    filterAndSortNiches(niches, { ...DEFAULT_QUERY, sort: "name" });
    expect(niches).toEqual(copy);
  });
});

describe("URL state", () => {
  it("reads the dashboard's links", () => {
    expect(parseListQuery(new URLSearchParams("status=active")).status).toBe("active");
    expect(parseListQuery(new URLSearchParams("sites=true")).status).toBe("with_site");
    expect(parseListQuery(new URLSearchParams("sites=false")).status).toBe("no_site");
  });

  it("falls back to defaults on unknown values", () => {
    expect(parseListQuery(new URLSearchParams("status=bogus&sort=bogus"))).toEqual(DEFAULT_QUERY);
  });

  it("round-trips and leaves defaults out", () => {
    const query = { q: "café", status: "inactive" as const, sort: "name" as const, page: 3 };
    expect(serializeListQuery(query)).toBe("?q=caf%C3%A9&status=inactive&sort=name&page=3");
    expect(parseListQuery(new URLSearchParams(serializeListQuery(query)))).toEqual(query);
    expect(serializeListQuery(DEFAULT_QUERY)).toBe("");
  });

  it("reads a page from 1, and anything else as the first", () => {
    expect(parseListQuery(new URLSearchParams("page=0")).page).toBe(1);
    expect(parseListQuery(new URLSearchParams("page=-2")).page).toBe(1);
    expect(parseListQuery(new URLSearchParams("page=2.5")).page).toBe(1);
    expect(parseListQuery(new URLSearchParams("page=9")).page).toBe(9);
  });

  it("counts a search or a status as filtered, not the sort", () => {
    expect(isFiltered(DEFAULT_QUERY)).toBe(false);
    expect(isFiltered({ ...DEFAULT_QUERY, sort: "name" })).toBe(false);
    expect(isFiltered({ ...DEFAULT_QUERY, q: "x" })).toBe(true);
    expect(isFiltered({ ...DEFAULT_QUERY, status: "no_site" })).toBe(true);
  });
});
