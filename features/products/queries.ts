// The product reads as queries: one object per read for the page's first screen and the screen's hook,
// keyed by their contract endpoint and params.
import { callQuery } from "@/lib/http/call-query";
import { productReads } from "./read-contract";
import type { Product, ProductContent } from "./schemas";

export const allProductsQuery = callQuery(productReads.list, {});

export const nicheProductsQuery = (nicheId: number | string) => callQuery(productReads.ofNiche, { params: { niche_id: nicheId } });

export const productQuery = (productId: number | string) => callQuery(productReads.get, { params: { product_id: productId } });

/** What the edit form shows of a product: its URL, its niche for the way back, and what a new URL would reset. */
export type ProductFormView = Pick<Product, "id" | "niche_id" | "amazon_url" | "generation_status" | "content_title">;

/** The product as the edit form reads it (same key as `productQuery`): the page's HTML carries only the form's fields. */
export const productFormQuery = (productId: number | string) =>
  callQuery(productReads.get, { params: { product_id: productId } }, {
    // Its status and title tell whether a new link loses generated content (the form asks first).
    firstScreen: ({ id, niche_id, amazon_url, generation_status, content_title }): ProductFormView => ({
      id,
      niche_id,
      amazon_url,
      generation_status,
      content_title,
    }),
    // Asked again on focus, it would not change the form anyway.
    options: { revalidateOnFocus: false },
  });

/**
 * A product card's latest content: the card shows its title and image, so that is all a page hands
 * the browser of it (the article and its SEO metadata stay out of the page). A missing version is
 * not retried.
 */
export const cardContentQuery = (productId: number | string) =>
  callQuery(productReads.latestContent, { params: { product_id: productId } }, {
    firstScreen: (content): ProductContent => ({
      title: content.title,
      version: content.version,
      content: "",
      content_metadata: { og_image_url: content.content_metadata?.og_image_url, keywords: null, seo_score: null },
    }),
    // The page's server read stands: a card asks only when nothing is known (realtime marks it stale on a change).
    options: { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  });
