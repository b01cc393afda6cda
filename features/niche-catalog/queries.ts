// The template catalogue's reads as queries. No automatic retry: the screens show the error with a Retry button.
import { query } from "@/lib/contract/query";
import { catalogReads } from "./api";
import { CATALOG_PATH, catalogItemPath } from "./contract";

export const catalogItemsQuery = query({
  key: CATALOG_PATH,
  read: (request) => catalogReads(request).items(),
  options: { shouldRetryOnError: false },
});

export const catalogItemQuery = (id: number | string) =>
  query({ key: catalogItemPath(id), read: (request) => catalogReads(request).item(id), options: { shouldRetryOnError: false } });
