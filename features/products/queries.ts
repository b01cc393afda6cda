// The product reads as queries: one object per read for the page's first screen and the screen's hook,
// keyed by their contract endpoint and params.
import { callQuery } from "@/lib/http/call-query";
import { productReads } from "./read-contract";
import type { ProductContent } from "./schemas";

export const allProductsQuery = callQuery(productReads.list, {});

export const nicheProductsQuery = (nicheId: number | string) => callQuery(productReads.ofNiche, { params: { niche_id: nicheId } });

export const productQuery = (productId: number | string) => callQuery(productReads.get, { params: { product_id: productId } });


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
