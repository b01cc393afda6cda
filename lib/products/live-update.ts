// Applies a realtime product_update event to a product list in place (spec 02 §3, §4).
import { DELETED_PRODUCT_STATUS, type ProductUpdateEvent } from "@/lib/realtime/schemas";
import { generationStatusSchema, type Product } from "./schemas";

/** The event's fields for the product: its extra `data` merged, then the named fields when present. */
export function patchFromEvent(event: ProductUpdateEvent): Partial<Product> {
  const patch: Partial<Product> = { ...(event.data ?? {}), generation_status: generationStatusSchema.parse(event.status) };
  if (event.product_name != null) patch.product_name = event.product_name;
  if (event.content_title != null) patch.content_title = event.content_title;
  if (event.error_message !== undefined) patch.error_message = event.error_message;
  return patch;
}

/** Same array when the product is not in the list (so SWR does not re-render). */
export function applyProductUpdate<P extends Product>(products: P[], event: ProductUpdateEvent): P[] {
  const index = products.findIndex((p) => p.id === event.product_id);
  if (index < 0) return products;
  if (event.status === DELETED_PRODUCT_STATUS) return products.filter((p) => p.id !== event.product_id);
  const next = products.slice();
  next[index] = { ...products[index], ...patchFromEvent(event), id: products[index].id };
  return next;
}
