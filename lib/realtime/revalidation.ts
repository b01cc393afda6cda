// Which SWR keys (API paths) an event batch makes stale, and a throttle so a burst of hundreds of
// events per second costs one refetch per key a second instead of one per frame.
import type { RealtimeEvent } from "./events";
import { DELETED_PRODUCT_STATUS } from "./schemas";

export interface StaleKeys {
  prefixes: Set<string>;
  exact: Set<string>;
}

export const PRODUCTS_PREFIX = "/api/v1/products";
/** The general product list: patched in place on product_update instead of refetched (it can hold 20,000 rows). */
export const PRODUCTS_LIST = "/api/v1/products/";
export const NICHES_PREFIX = "/api/v1/niches";
export const NICHES_LIST = "/api/v1/niches/";
export const HEALTH_KEY = "/api/v1/health";
const ANY_NICHE_PRODUCTS = /^\/api\/v1\/niches\/\d+\/products/;
const ANY_NICHE_PRODUCTS_MARK = "*niche-products*";

export function emptyStaleKeys(): StaleKeys {
  return { prefixes: new Set(), exact: new Set() };
}

function addProductKeys(stale: StaleKeys, nicheId: number | null | undefined, productId?: number): void {
  if (productId === undefined) {
    stale.prefixes.add(PRODUCTS_PREFIX);
  } else {
    stale.exact.add(`${PRODUCTS_PREFIX}/${productId}`);
    stale.prefixes.add(`${PRODUCTS_PREFIX}/${productId}/`);
    stale.prefixes.add(`${PRODUCTS_PREFIX}/search`);
  }
  stale.prefixes.add(nicheId != null ? `${NICHES_PREFIX}/${nicheId}/products` : ANY_NICHE_PRODUCTS_MARK);
  // The niche list carries product counts; health carries the generation queue.
  stale.exact.add(NICHES_LIST);
  stale.prefixes.add(`${NICHES_LIST}?`);
  stale.exact.add(HEALTH_KEY);
}

export function staleKeysFor(events: readonly RealtimeEvent[], into: StaleKeys = emptyStaleKeys()): StaleKeys {
  for (const event of events) {
    if (event.type === "product_update") {
      addProductKeys(into, event.payload.niche_id, event.payload.product_id);
    } else if (event.type === "bulk_import_update" && event.payload.status === "completed") {
      addProductKeys(into, event.payload.niche_id);
    } else if (event.type === "niche_automation_progress" && event.payload.status === "automation_completed") {
      into.prefixes.add(NICHES_PREFIX);
    }
  }
  return into;
}

type ProductRow = { id?: unknown } & Record<string, unknown>;

export interface ProductListPatch {
  list: unknown;
  /** An event named a product the cached list does not hold (created elsewhere): only a refetch can show it. */
  refetch: boolean;
}

/**
 * Applies product_update events to a cached product list: status fields patched in place, deleted rows
 * removed; same array when nothing matched. A list that is not cached yet needs nothing.
 */
export function patchProductList(list: unknown, events: readonly RealtimeEvent[]): ProductListPatch {
  if (!Array.isArray(list)) return { list, refetch: false };
  const patches = new Map<unknown, Record<string, unknown>>();
  const deleted = new Set<unknown>();
  for (const event of events) {
    if (event.type !== "product_update") continue;
    const { product_id, status, product_name, content_title, error_message } = event.payload;
    if (status === DELETED_PRODUCT_STATUS) {
      deleted.add(product_id);
      patches.delete(product_id);
      continue;
    }
    deleted.delete(product_id);
    const patch: Record<string, unknown> = { ...patches.get(product_id), generation_status: status };
    if (product_name != null) patch.product_name = product_name;
    if (content_title != null) patch.content_title = content_title;
    if (error_message !== undefined) patch.error_message = error_message;
    patches.set(product_id, patch);
  }
  if (patches.size === 0 && deleted.size === 0) return { list, refetch: false };
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
    next.push({ ...row, ...patch });
  }
  return { list: changed ? next : list, refetch: unseen.size > 0 };
}

/** The general product list alone, for a refetch when an event names a product it does not hold. */
export function productListKeys(): StaleKeys {
  const stale = emptyStaleKeys();
  stale.exact.add(PRODUCTS_LIST);
  return stale;
}

export function hasStaleKeys(stale: StaleKeys): boolean {
  return stale.prefixes.size > 0 || stale.exact.size > 0;
}

/** SWR keys are API paths; array keys are matched by their first element. */
export function isStale(stale: StaleKeys, key: unknown): boolean {
  const path = typeof key === "string" ? key : Array.isArray(key) && typeof key[0] === "string" ? key[0] : null;
  if (path === null) return false;
  if (stale.exact.has(path)) return true;
  for (const prefix of stale.prefixes) {
    if (prefix === ANY_NICHE_PRODUCTS_MARK ? ANY_NICHE_PRODUCTS.test(path) : path.startsWith(prefix)) return true;
  }
  return false;
}

export interface RevalidationThrottle {
  add(stale: StaleKeys): void;
  cancel(): void;
}

/** Revalidates on the next task, then at most once per interval (trailing), merging what piled up meanwhile. */
export function createRevalidationThrottle(
  revalidate: (stale: StaleKeys) => void,
  intervalMs = 1_000,
  now: () => number = Date.now,
): RevalidationThrottle {
  let pending = emptyStaleKeys();
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    if (!hasStaleKeys(pending)) return;
    const stale = pending;
    pending = emptyStaleKeys();
    last = now();
    revalidate(stale);
  };

  return {
    add(stale) {
      stale.prefixes.forEach((p) => pending.prefixes.add(p));
      stale.exact.forEach((k) => pending.exact.add(k));
      if (timer !== null) return;
      // Never synchronous: SWR drops a fetch that starts while a mutation of its key is in flight,
      // and screens patch their lists in place from the very events that asked for this refetch.
      timer = setTimeout(flush, Math.max(0, last + intervalMs - now()));
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = emptyStaleKeys();
    },
  };
}
