// The product reads as queries: one object per read for the page's first screen and the screen's hook.
import { query } from "@/lib/contract/query";
import { productsPaths } from "./paths";
import type { Product, ProductContent } from "./schemas";

// The reads (and their schemas) load on the first call: the first screen comes parsed from the server.
const reads = () => import("./api");

export const allProductsQuery = query({ key: productsPaths.all, read: async (request) => (await reads()).productReads(request).all() });

export const nicheProductsQuery = (nicheId: number | string) =>
  query({ key: productsPaths.ofNiche(nicheId), read: async (request) => (await reads()).productReads(request).ofNiche(nicheId) });

export const productQuery = (productId: number | string) =>
  query({ key: productsPaths.one(productId), read: async (request) => (await reads()).productReads(request).one(productId) });

/** What the edit form shows of a product: its URL, its niche for the way back, and what a new URL would reset. */
export type ProductFormView = Pick<Product, "id" | "niche_id" | "amazon_url" | "generation_status" | "content_title">;

/** The product as the edit form reads it (same key as `productQuery`): the page's HTML carries only the form's fields. */
export const productFormQuery = (productId: number | string) =>
  query({
    key: productsPaths.one(productId),
    read: async (request) => (await reads()).productReads(request).one(productId),
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
  query({
    key: productsPaths.latestContent(productId),
    read: async (request) => (await reads()).productReads(request).latestContent(productId),
    firstScreen: (content): ProductContent => ({
      title: content.title,
      version: content.version,
      content: "",
      content_metadata: { og_image_url: content.content_metadata?.og_image_url, keywords: null, seo_score: null },
    }),
    options: { revalidateOnFocus: false, shouldRetryOnError: false },
  });
