// The web template reads as queries, keyed by their contract endpoint and params.
import { query } from "@/lib/contract/query";
import { keyOf } from "@/lib/contract/query-key";
import { call } from "@/lib/http/call";
import type { Requester } from "@/lib/http/requester";
import type { catalogReads } from "./read-contract";
import type { CatalogFormItem } from "./form-schema";

type Catalog = typeof catalogReads;

// The reads (and their schemas) load on the first read: the first screen comes parsed from the server.
const catalog = async () => (await import("./read-contract")).catalogReads;

export const catalogItemsQuery = query({
  key: keyOf<Catalog["list"]>("catalog.list"),
  read: async (request) => call((await catalog()).list, {}, request),
  options: { shouldRetryOnError: false },
});

const readItem = (id: number | string) => ({
  key: keyOf<Catalog["get"]>("catalog.get", { id_or_slug: id }),
  read: async (request: Requester) => call((await catalog()).get, { params: { id_or_slug: id } }, request),
});

export const catalogItemQuery = (id: number | string) => query({ ...readItem(id), options: { shouldRetryOnError: false } });

/** The template as the edit form reads it (same key as `catalogItemQuery`): the page's HTML carries only the form's fields. */
export const catalogFormItemQuery = (id: number | string) =>
  query({
    ...readItem(id),
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
