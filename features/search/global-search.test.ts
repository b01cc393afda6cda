import type { Product } from "@/features/products/schemas";
import { actionEntries, nicheEntries, productEntries, searchEntries, SUGGESTION_LIMIT, templateEntries } from "./global-search";

const product = (id: number, over: Partial<Product> = {}) =>
  ({ id, amazon_url: `https://www.amazon.es/dp/B0000000${String(id).padStart(2, "0")}`, generation_status: "pending", ...over }) as Product;

const actions = actionEntries([
  { key: "new-niche", label: "Nuevo Nicho", href: "/niches/new" },
  { key: "new-template", label: "Nueva Plantilla Web", href: "/niche-catalog/new" },
]);
const niches = nicheEntries([
  { id: 1, name: "Cafeteras Express", slug: "es-cafeteras" },
  { id: 2, name: "Jardín", slug: "es-jardin" },
]);
const templates = templateEntries([{ id: 9, name: "Plantilla Café", slug: "cafe", description: null }]);
const products = productEntries([
  product(1, { product_name: "Molinillo de café manual", niche_name: "Cafeteras Express" }),
  product(2, { name: "Cafetera italiana" }),
]);
const all = [...actions, ...niches, ...templates, ...products];
const keys = (query: string) => searchEntries(all, query).map((entry) => entry.key);

it("links each entity to its page", () => {
  expect(niches[0].href).toBe("/niches/1");
  expect(templates[0].href).toBe("/niche-catalog/9");
  expect(products[0].href).toBe("/products/1/content");
  expect(products[0].label).toBe("Molinillo de café manual");
  expect(productEntries([product(3)])[0].label).toBe("https://www.amazon.es/dp/B000000003");
});

it("offers the actions when nothing is typed", () => {
  expect(keys("  ")).toEqual(["action:new-niche", "action:new-template"]);
});

it("ignores accents and case, and ranks names that start with the text first", () => {
  expect(keys("CAFE")).toEqual(["niche:1", "product:2", "template:9", "product:1"]);
  expect(keys("jardin")).toEqual(["niche:2"]);
});

it("needs every word, anywhere in the searched text", () => {
  expect(keys("molinillo express")).toEqual(["product:1"]);
  expect(keys("B000000002")).toEqual(["product:2"]);
  expect(keys("es-jardin")).toEqual(["niche:2"]);
  expect(keys("zzz")).toEqual([]);
});

it("never suggests more than 8, even among 20,000 products", () => {
  const many = productEntries(Array.from({ length: 20_000 }, (_, i) => product(i + 10, { name: `Producto ${i}` })));
  expect(SUGGESTION_LIMIT).toBe(8);
  expect(searchEntries(many, "producto")).toHaveLength(8);
  expect(searchEntries(many, "producto 19999")[0].label).toBe("Producto 19999");
});

it("reuses a product's entry while the product object is the same", () => {
  const p = product(5, { name: "Tostadora" });
  expect(productEntries([p])[0]).toBe(productEntries([p])[0]);
});
