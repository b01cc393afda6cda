// The niche reads: the list and one niche. Apart from the writes (contract.ts), so a screen that only
// reads, and the live updates, load none of the request bodies' rules.
import * as z from "zod/mini";
import { endpoint, REQUIRED } from "@/lib/contract/endpoint";
import { pageQuerySchema } from "@/lib/contract/page-query";
import { SORT_FIELDS, STATUS_FILTERS } from "./list-options";
import { nicheListSchema, nicheSchema } from "./schemas";

export const nicheParams = z.object({ niche_id: z.number() });

/** At most 100 niche ids, comma-separated. */
export const NICHE_IDS_PATTERN = /^\d{1,9}(?:,\d{1,9}){0,99}$/;

/** The niche list's optional filters, sort and paging; an upstream without them answers the whole list. */
export const nicheListQuerySchema = z.extend(pageQuerySchema, {
  /** Text in the name, slug, affiliate tag or description; case and accents ignored. */
  q: z.optional(z.string().check(z.maxLength(200))),
  status: z.optional(z.enum(STATUS_FILTERS)),
  sort: z.optional(z.enum(SORT_FIELDS)),
  /** Only the niche with this slug (the product filter's niche). */
  slug: z.optional(z.string().check(z.maxLength(200))),
  /** Only these niches, comma-separated ids (the niches of a page of products). */
  ids: z.optional(z.string().check(z.regex(NICHE_IDS_PATTERN))),
});

export const nicheReads = {
  list: endpoint("niches.list", {
    method: "GET",
    path: "/api/v1/niches/",
    summary: "Niche list, dashboard, selects; optional `q`, `status`, `sort`, `slug`, `ids` and an `X-Total-Count` on a page",
    query: nicheListQuerySchema,
    response: nicheListSchema,
    paged: true,
    need: REQUIRED,
  }),
  get: endpoint("niches.get", {
    method: "GET",
    path: "/api/v1/niches/{niche_id}",
    summary: "Niche detail and edit",
    params: nicheParams,
    response: nicheSchema,
    need: REQUIRED,
  }),
} as const;
