// The product as the edit form reads it: the same key as `productQuery`, and the page's HTML carries
// only what the form shows.
import { callQuery } from "@/lib/http/call-query";
import { PRODUCT_FORM_FIELDS } from "./product-form-schema";
import { productReads } from "./read-contract";
import type { Product } from "./schemas";

/** The form's fields, the niche for the way back, and what a new URL would reset. */
const FORM_VIEW = ["id", "niche_id", "generation_status", "content_title", ...PRODUCT_FORM_FIELDS] as const;
export type ProductFormView = Pick<Product, (typeof FORM_VIEW)[number]>;

export const productFormQuery = (productId: number | string) =>
  callQuery(productReads.get, { params: { product_id: productId } }, {
    firstScreen: (product): ProductFormView => Object.fromEntries(FORM_VIEW.map((field) => [field, product[field]])) as ProductFormView,
    // Asked again on focus, it would not change the form anyway.
    options: { revalidateOnFocus: false },
  });
