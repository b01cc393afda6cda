// The content viewer's reads as queries: the product (features/products/queries.ts), its latest content
// and its version list.
import { query } from "@/lib/contract/query";
import { ApiError } from "@/lib/http/api-error";
import { contentPaths } from "./content-paths";

// The reads (and their schemas) load on the first call: the first screen comes parsed from the server.
const reads = () => import("./api");

/** A 404 means the product has no content yet: not asked again. */
export const latestContentQuery = (productId: string) =>
  query({
    key: contentPaths.latest(productId),
    read: async (request) => (await reads()).latestContentRead(request)(productId),
    options: { shouldRetryOnError: (error) => !(error instanceof ApiError && error.status === 404) },
  });

export const contentVersionsQuery = (productId: string) =>
  query({ key: contentPaths.versions(productId), read: async (request) => (await reads()).contentVersionReads(request)(productId) });
