// The product reads as queries: one object per read for the page's first screen and the screen's hook,
// keyed by their contract endpoint and params.
import { query } from "@/lib/contract/query";
import { keyOf } from "@/lib/contract/query-key";
import { call } from "@/lib/http/call";
import type { productReads } from "./read-contract";
import type { ProductContent } from "./schemas";

type Products = typeof productReads;

// The reads' contract (and its schemas) loads on the first read: the first screen comes parsed from the server.
const products = async () => (await import("./read-contract")).productReads;

export const allProductsQuery = query({
  key: keyOf<Products["list"]>("products.list"),
  read: async (request) => call((await products()).list, {}, request),
});

export const nicheProductsQuery = (nicheId: number | string) =>
  query({
    key: keyOf<Products["ofNiche"]>("products.ofNiche", { niche_id: nicheId }),
    read: async (request) => call((await products()).ofNiche, { params: { niche_id: nicheId } }, request),
  });

const readProduct = (productId: number | string) => ({
  key: keyOf<Products["get"]>("products.get", { product_id: productId }),
  read: async (request: Parameters<typeof call>[2]) => call((await products()).get, { params: { product_id: productId } }, request),
});

export const productQuery = (productId: number | string) => query(readProduct(productId));

/** A product's latest content (the content viewer, and each product card's title and image). */
export const latestContentKey = (productId: number | string) => keyOf<Products["latestContent"]>("products.latestContent", { product_id: productId });

export const readLatestContent = (productId: number | string) => async (request: Parameters<typeof call>[2]) =>
  call((await products()).latestContent, { params: { product_id: productId } }, request);

/**
 * A product card's latest content: the card shows its title and image, so that is all a page hands
 * the browser of it (the article and its SEO metadata stay out of the page). A missing version is
 * not retried.
 */
export const cardContentQuery = (productId: number | string) =>
  query({
    key: latestContentKey(productId),
    read: readLatestContent(productId),
    firstScreen: (content): ProductContent => ({
      title: content.title,
      version: content.version,
      content: "",
      content_metadata: { og_image_url: content.content_metadata?.og_image_url, keywords: null, seo_score: null },
    }),
    // The page's server read stands: a card asks only when nothing is known (realtime marks it stale on a change).
    options: { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  });
