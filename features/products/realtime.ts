// What realtime events change in the cached product lists, products and their contents.
import type { RealtimeCacheHandler } from "@/lib/realtime/cache-handler";
import type { RealtimeEvent } from "@/lib/realtime/events";
import type { ProductUpdateEvent } from "./events";
import { listKeyId } from "@/lib/contract/list";
import { keyParam, matchesKey, type QueryKey } from "@/lib/contract/query-key";
import { patchProductList, patchProductPage } from "./live-update";
import { allProductsQuery, nicheProductsQuery } from "./queries";
import { productReads } from "./read-contract";

const PAGES = listKeyId(productReads.list, "page");
const COUNTS = listKeyId(productReads.list, "count");

/**
 * product_update events are applied in place to every cached list that holds the product (the general
 * list can hold 20,000 rows: never refetched for an update); an event naming a product a list does not
 * hold (created elsewhere) makes that list refetch. The product itself and its content are refetched.
 * Niche lists and the product's own keys are also refetched (throttled) for fields an event lacks.
 */
export const productsCacheHandler: RealtimeCacheHandler = (events, fx) => {
  const updates = events.flatMap((e: RealtimeEvent) => (e.type === "product_update" ? [e.payload] : []));
  if (updates.length > 0) applyUpdates(updates, fx);
  for (const event of events) {
    if (event.type === "bulk_import_update" && event.payload.status === "completed") {
      fx.stale.add("products.list");
      // An import the user ran shows its products: the pages are read again.
      fx.stale.add(PAGES);
      fx.stale.add(COUNTS);
      if (event.payload.niche_id != null) fx.stale.add("products.ofNiche", { niche_id: event.payload.niche_id });
      else fx.stale.add("products.ofNiche");
    }
  }
};

function applyUpdates(updates: ProductUpdateEvent[], fx: Parameters<RealtimeCacheHandler>[1]): void {
  const patchList = (key: QueryKey, events: readonly ProductUpdateEvent[]) =>
    fx.patch(key, (list) => {
      const patched = patchProductList(list, events);
      if (patched.refetch) fx.stale.add(key[0], key[1]);
      return patched.list;
    });

  patchList(allProductsQuery.key, updates);
  const byNiche = new Map<number, ProductUpdateEvent[]>();
  for (const update of updates) {
    if (update.niche_id == null) continue;
    byNiche.set(update.niche_id, [...(byNiche.get(update.niche_id) ?? []), update]);
  }
  for (const [nicheId, events] of byNiche) {
    patchList(nicheProductsQuery(nicheId).key, events);
    // A niche's list is small: after the instant patch, a throttled refetch brings any field the event lacked.
    // A write's progress changes no field a read would bring: its events, a second apart, read nothing.
    if (events.some((update) => !update.progress)) fx.stale.add("products.ofNiche", { niche_id: nicheId });
  }
  // Without a niche id the event may belong to any niche's list: patch those that hold it, and refetch
  // them all since only the upstream knows where a new product went.
  const unplaced = updates.filter((u) => u.niche_id == null);
  if (unplaced.length > 0) {
    for (const key of fx.cachedKeys()) if (matchesKey(key, "products.ofNiche")) patchList(key, unplaced);
    fx.stale.add("products.ofNiche");
  }
  // Paged lists patch the rows they show; a new status moves the counts, each one cheap read. A
  // product a page does not hold (created elsewhere, or newly in the page's status) shows on a first
  // page, the list's top, as it would in the whole list; otherwise a page is reshuffled under the
  // reader only when a row leaves it (its status is no longer the filter's): the page is read again
  // to fill its place.
  // A page of one niche's products hears only that niche's events; a write's progress names a product
  // whose arrival an earlier event told, so it never makes a page read again.
  for (const key of fx.cachedKeys()) {
    if (!matchesKey(key, PAGES)) continue;
    const niche = keyParam(key, "niche_id") ?? keyParam(key, "niche_filter");
    const heard = niche === undefined ? updates : updates.filter((u) => u.niche_id == null || String(u.niche_id) === niche);
    if (heard.length === 0) continue;
    const statuses = (keyParam(key, "status") ?? "").split(",").filter(Boolean);
    fx.patch(key, (page) => {
      const patched = patchProductPage(page, heard, statuses);
      const news = patched.unseen && heard.some((u) => !u.progress);
      if (patched.left || (news && keyParam(key, "page") === "1")) fx.stale.add(key[0], key[1]);
      return patched.page;
    });
  }
  if (updates.some((update) => !update.progress)) fx.stale.add(COUNTS);
  for (const update of updates) {
    if (update.progress) continue;
    // The product, its versions and its latest content.
    for (const id of ["products.get", "products.contents", "products.latestContent"]) fx.stale.add(id, { product_id: update.product_id });
  }
}
