// A product is its Amazon link: another link is another product, so what was generated for the old
// one is dropped and it goes back to pending (the backend does it; the form asks first).
import type { Product } from "./schemas";
import { statusKind } from "./status";

/** Whether changing the product's link loses something: its content, a generation under way or its error. */
export function urlChangeResets(product: Pick<Product, "generation_status" | "content_title">): boolean {
  return statusKind(product.generation_status) !== "pending" || Boolean(product.content_title);
}
