import type { ApiClient } from "./schemas";
import { filterClients, nextSort, pageCount, pageOf, sortClients } from "./table-view";

const client = (over: Partial<ApiClient>): ApiClient => ({
  id: 1,
  name: "Cliente",
  description: null,
  scopes: ["admin"],
  is_active: true,
  client_id: "cli_1",
  created_at: "2026-01-01T00:00:00Z",
  last_used_at: null,
  request_count: 0,
  ...over,
});

const clients = [
  client({ id: 1, name: "Zeta Perú", description: "Informes", client_id: "cli_a", created_at: "2026-01-03T00:00:00Z", request_count: 5, last_used_at: "2026-02-01T00:00:00Z" }),
  client({ id: 2, name: "alfa", scopes: ["read"], client_id: "cli_b", created_at: "2026-01-01T00:00:00Z", request_count: 50, is_active: false }),
  client({ id: 3, name: "Beta", client_id: "cli_c", created_at: "2026-01-02T00:00:00Z", request_count: null, last_used_at: "2026-03-01T00:00:00Z" }),
];

describe("filterClients", () => {
  it("matches name, description, client_id and scopes, ignoring case and accents", () => {
    expect(filterClients(clients, "peru").map((c) => c.id)).toEqual([1]);
    expect(filterClients(clients, "INFORMES").map((c) => c.id)).toEqual([1]);
    expect(filterClients(clients, "cli_c").map((c) => c.id)).toEqual([3]);
    expect(filterClients(clients, "read").map((c) => c.id)).toEqual([2]);
  });
  it("needs every word and keeps everything for a blank query", () => {
    expect(filterClients(clients, "zeta informes").map((c) => c.id)).toEqual([1]);
    expect(filterClients(clients, "zeta beta")).toEqual([]);
    expect(filterClients(clients, "   ")).toHaveLength(3);
  });
});

describe("sortClients", () => {
  it("sorts names with the Spanish collator, case-insensitively", () => {
    expect(sortClients(clients, { key: "name", direction: "asc" }).map((c) => c.name)).toEqual(["alfa", "Beta", "Zeta Perú"]);
    expect(sortClients(clients, { key: "name", direction: "desc" }).map((c) => c.name)).toEqual(["Zeta Perú", "Beta", "alfa"]);
  });
  it("sorts dates and counts, missing counts as zero", () => {
    expect(sortClients(clients, { key: "created_at", direction: "desc" }).map((c) => c.id)).toEqual([1, 3, 2]);
    expect(sortClients(clients, { key: "request_count", direction: "desc" }).map((c) => c.id)).toEqual([2, 1, 3]);
  });
  it("puts never-used clients last in both directions", () => {
    expect(sortClients(clients, { key: "last_used_at", direction: "desc" }).map((c) => c.id)).toEqual([3, 1, 2]);
    expect(sortClients(clients, { key: "last_used_at", direction: "asc" }).map((c) => c.id)).toEqual([1, 3, 2]);
  });
  it("sorts by status and keeps the input order for ties", () => {
    expect(sortClients(clients, { key: "status", direction: "desc" }).map((c) => c.id)).toEqual([1, 3, 2]);
  });
  it("does not mutate its input", () => {
    const copy = [...clients];
    sortClients(clients, { key: "name", direction: "asc" });
    expect(clients).toEqual(copy);
  });
});

describe("nextSort", () => {
  it("flips the active column and starts new columns in their natural direction", () => {
    expect(nextSort({ key: "name", direction: "asc" }, "name")).toEqual({ key: "name", direction: "desc" });
    expect(nextSort({ key: "name", direction: "asc" }, "request_count")).toEqual({ key: "request_count", direction: "desc" });
    expect(nextSort({ key: "created_at", direction: "desc" }, "name")).toEqual({ key: "name", direction: "asc" });
  });
});

describe("paging", () => {
  const items = Array.from({ length: 45 }, (_, i) => i);
  it("counts pages (at least one) and clamps the page", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(45)).toBe(3);
    expect(pageOf(items, 2)).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(items, 9)).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(items, -1)).toHaveLength(20);
  });
});
