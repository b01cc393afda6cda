import { parseDateTime } from "@/lib/format/date";
// Pure search, sort and paging of the clients table.
import type { ApiClient } from "./schemas";
import type { SortKey, SortParam } from "./client-sort";

export { SORT_KEYS, type SortKey, type SortParam } from "./client-sort";
export type SortDirection = "asc" | "desc";
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: SortState = { key: "created_at", direction: "desc" };

export const sortParam = (sort: SortState): SortParam => (sort.direction === "asc" ? sort.key : `-${sort.key}`);
export const PAGE_SIZE = 20;

/** Lower-case without accents, so "Peru" finds "Perú". */
export function normalizeText(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}

/** Matches name, description, client_id and scopes; every word of the query must appear. */
export function filterClients(clients: readonly ApiClient[], query: string): ApiClient[] {
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...clients];
  return clients.filter((c) => {
    const haystack = normalizeText([c.name, c.description ?? "", c.client_id, c.scopes.join(" ")].join(" "));
    return words.every((w) => haystack.includes(w));
  });
}

const collator = new Intl.Collator("es", { sensitivity: "base", numeric: true });

function timeOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const t = parseDateTime(value);
  return Number.isNaN(t) ? null : t;
}

export function sortValue(client: ApiClient, key: SortKey): string | number | null {
  switch (key) {
    case "name":
      return client.name;
    case "status":
      return client.is_active ? 1 : 0;
    case "created_at":
      return timeOf(client.created_at);
    case "last_used_at":
      return timeOf(client.last_used_at);
    case "request_count":
      return client.request_count ?? 0;
  }
}

/** Stable sort; missing values (never used, no date) always go last whatever the direction. */
export function sortClients(clients: readonly ApiClient[], sort: SortState): ApiClient[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return clients
    .map((client, index) => ({ client, index, value: sortValue(client, sort.key) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      const cmp =
        typeof a.value === "string" && typeof b.value === "string"
          ? collator.compare(a.value, b.value)
          : Number(a.value) - Number(b.value);
      return cmp === 0 ? a.index - b.index : sign * cmp;
    })
    .map((e) => e.client);
}

/** Clicking the active column flips its direction; a new column starts ascending (names) or descending (dates, counts). */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: key === "name" ? "asc" : "desc" };
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageOf<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): T[] {
  const last = pageCount(items.length, pageSize) - 1;
  const p = Math.min(Math.max(0, page), last);
  return items.slice(p * pageSize, p * pageSize + pageSize);
}
