import { query } from "@/lib/contract/query";
import { keyOf } from "@/lib/contract/query-key";
import { call } from "@/lib/http/call";
import { ApiError } from "@/lib/http/api-error";
import { latestContentKey, readLatestContent } from "@/features/products";
import type { productReads } from "@/features/products/read-contract";

/** A 404 means the product has no content yet: not asked again. */
export const latestContentQuery = (productId: string) =>
  query({
    key: latestContentKey(productId),
    read: readLatestContent(productId),
    options: { shouldRetryOnError: (error) => !(error instanceof ApiError && error.status === 404) },
  });

export const contentVersionsQuery = (productId: string) =>
  query({
    key: keyOf<(typeof productReads)["contents"]>("products.contents", { product_id: productId }),
    read: async (request) => {
      // The contract and the versions' schema load on the first read, as every query's do.
      const [{ productReads: products }, { contentVersionListSchema }] = await Promise.all([import("@/features/products/read-contract"), import("./schemas")]);
      return call(products.contents, { params: { product_id: productId }, answer: contentVersionListSchema }, request);
    },
  });
