import { callQuery } from "@/lib/http/call-query";
import { ApiError } from "@/lib/http/api-error";
import { productReads } from "@/features/products/read-contract";
import { contentVersionListSchema } from "./schemas";

/** A 404 means the product has no content yet: not asked again. */
export const latestContentQuery = (productId: string) =>
  callQuery(productReads.latestContent, { params: { product_id: productId } }, {
    options: { shouldRetryOnError: (error) => !(error instanceof ApiError && error.status === 404) },
  });

export const contentVersionsQuery = (productId: string) =>
  callQuery(productReads.contents, { params: { product_id: productId }, answer: contentVersionListSchema });
