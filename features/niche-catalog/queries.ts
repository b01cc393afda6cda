// The template catalogue's reads as queries. No automatic retry: the screens show the error with a Retry button.
import { query } from "@/lib/contract/query";
import { CATALOG_PATH, catalogItemPath } from "./paths";
import type { CatalogFormItem } from "./form-schema";

// The reads (and their schemas) load on the first call: the first screen comes parsed from the server.
const reads = () => import("./api");

export const catalogItemsQuery = query({
  key: CATALOG_PATH,
  read: async (request) => (await reads()).catalogReads(request).items(),
  options: { shouldRetryOnError: false },
});

export const catalogItemQuery = (id: number | string) =>
  query({ key: catalogItemPath(id), read: async (request) => (await reads()).catalogReads(request).item(id), options: { shouldRetryOnError: false } });

/** The template as the edit form reads it (same key as `catalogItemQuery`): the page's HTML carries only the form's fields. */
export const catalogFormItemQuery = (id: number | string) =>
  query({
    key: catalogItemPath(id),
    read: async (request) => (await reads()).catalogReads(request).item(id),
    firstScreen: ({ id: itemId, name, description, images, github_url, is_active }): CatalogFormItem => ({
      id: itemId,
      name,
      description,
      images,
      github_url,
      is_active,
    }),
    options: { shouldRetryOnError: false },
  });
