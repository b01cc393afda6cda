// The web template reads as queries, keyed by their contract endpoint and input.
import { callQuery } from "@/lib/http/call-query";
import { catalogReads } from "./read-contract";
import type { CatalogFormItem } from "./form-schema";

export const catalogItemsQuery = callQuery(catalogReads.list, {}, { options: { shouldRetryOnError: false } });

export const catalogItemQuery = (id: number | string) => callQuery(catalogReads.get, { params: { id_or_slug: id } }, { options: { shouldRetryOnError: false } });

/** The template as the edit form reads it (same key as `catalogItemQuery`): the page's HTML carries only the form's fields. */
export const catalogFormItemQuery = (id: number | string) =>
  callQuery(catalogReads.get, { params: { id_or_slug: id } }, {
    firstScreen: ({ id: itemId, name, description, images, github_url, is_active, updated_at }): CatalogFormItem => ({
      id: itemId,
      name,
      description,
      images,
      github_url,
      is_active,
      updated_at,
    }),
    options: { shouldRetryOnError: false },
  });
