// The template reads: the list and one template. Apart from the writes (contract.ts), so the screens that
// only read templates (the wizard's last step, the catalogue, a template) load none of the request bodies' rules.
import * as z from "zod/mini";
import { endpoint, REQUIRED } from "@/lib/contract/endpoint";
import { pageQuerySchema } from "@/lib/contract/page-query";
import { catalogItemListSchema, catalogItemSchema } from "./schemas";

export const catalogItemParams = z.object({ id_or_slug: z.string() });

export const catalogReads = {
  list: endpoint("catalog.list", {
    method: "GET",
    path: "/api/v1/niche-catalogo/",
    summary: "Templates, wizard step 5; optional `with_github`, `sort` and an `X-Total-Count` on a page",
    query: z.extend(pageQuerySchema, { is_active: z.optional(z.boolean()), with_github: z.optional(z.boolean()), sort: z.optional(z.enum(["id", "-id"])) }),
    response: catalogItemListSchema,
    paged: true,
    need: REQUIRED,
  }),
  get: endpoint("catalog.get", {
    method: "GET",
    path: "/api/v1/niche-catalogo/{id_or_slug}",
    summary: "Template edit",
    params: catalogItemParams,
    response: catalogItemSchema,
    need: REQUIRED,
  }),
} as const;
