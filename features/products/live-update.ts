// Applies realtime product_update events to a cached product list in place.
import { DELETED_PRODUCT_STATUS, type ProductUpdateEvent } from "./events";
import { readGenerationStatus } from "./generation-status";
import type { Product } from "./schemas";

/** The event's fields for the product: its extra `data` merged, then the named fields when present. */
export function patchFromEvent(event: ProductUpdateEvent): Partial<Product> {
  const patch: Partial<Product> = { ...(event.data ?? {}), generation_status: readGenerationStatus(event.status) };
  if (event.product_name != null) patch.product_name = event.product_name;
  if (event.content_title != null) patch.content_title = event.content_title;
  if (event.error_message !== undefined) patch.error_message = event.error_message;
  return patch;
}

export interface ProductListPatch {
  list: unknown;
  /** An event named a product the cached list does not hold (created elsewhere): only a refetch can show it. */
  refetch: boolean;
}

type ProductRow = { id?: unknown } & Record<string, unknown>;

/**
 * Applies the events in order: fields patched in place, deleted rows removed; the same array when
 * nothing matched, so SWR does not re-render. A list that is not cached yet needs nothing.
 */
export function patchProductList(list: unknown, events: readonly ProductUpdateEvent[]): ProductListPatch {
  if (!Array.isArray(list) || events.length === 0) return { list, refetch: false };
  const patches = new Map<unknown, Partial<Product>>();
  const deleted = new Set<unknown>();
  for (const event of events) {
    if (event.status === DELETED_PRODUCT_STATUS) {
      deleted.add(event.product_id);
      patches.delete(event.product_id);
      continue;
    }
    deleted.delete(event.product_id);
    patches.set(event.product_id, { ...patches.get(event.product_id), ...patchFromEvent(event) });
  }
  const unseen = new Set(patches.keys());
  let changed = false;
  const next: ProductRow[] = [];
  for (const row of list as ProductRow[]) {
    if (deleted.has(row.id)) {
      changed = true;
      continue;
    }
    const patch = patches.get(row.id);
    unseen.delete(row.id);
    if (!patch) {
      next.push(row);
      continue;
    }
    changed = true;
    next.push({ ...row, ...patch, id: row.id });
  }
  return { list: changed ? next : list, refetch: unseen.size > 0 };
}

/**
 * A paged list's page under the same events: rows on the page patched, deleted ones removed, and so
 * are rows whose new status the page's filter (`statuses`, empty: any) no longer shows; the total
 * loses them all. `unseen`: an event named a product the page does not hold; `left`: a row left it.
 */
export function patchProductPage(
  page: unknown,
  events: readonly ProductUpdateEvent[],
  statuses: readonly string[] = [],
): { page: unknown; unseen: boolean; left: boolean } {
  if (page === null || typeof page !== "object" || !("rows" in page) || !("total" in page)) return { page, unseen: false, left: false };
  const { rows, total } = page as { rows: unknown; total: number };
  const { list, refetch } = patchProductList(rows, events);
  if (list === rows || !Array.isArray(rows) || !Array.isArray(list)) return { page, unseen: refetch, left: false };
  const kept = statuses.length ? (list as ProductRow[]).filter((row) => statuses.includes(String(row.generation_status))) : list;
  const gone = rows.length - kept.length;
  return { page: { ...page, rows: kept, total: Math.max(0, total - gone) }, unseen: refetch, left: gone > 0 };
}
