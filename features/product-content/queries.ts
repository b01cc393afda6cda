// The content viewer's reads as queries: the product (features/products/queries.ts), its latest content
// and its version list.
import { query } from "@/lib/contract/query";
import { ApiError } from "@/lib/http/api-error";
import { productReads } from "@/features/products";
import { contentPaths, contentVersionReads } from "./api";

/** A 404 means the product has no content yet: not asked again. */
export const latestContentQuery = (productId: string) =>
  query({
    key: contentPaths.latest(productId),
    read: (request) => productReads(request).latestContent(productId),
    options: { shouldRetryOnError: (error) => !(error instanceof ApiError && error.status === 404) },
  });

export const contentVersionsQuery = (productId: string) =>
  query({ key: contentPaths.versions(productId), read: (request) => contentVersionReads(request)(productId) });
