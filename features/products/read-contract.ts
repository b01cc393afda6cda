// The product reads: the lists, a product and its contents. Apart from the writes (contract.ts), so a
// screen that only reads, and the live updates, load none of the request bodies' rules.
import * as z from "zod/mini";
import { endpoint, optional, REQUIRED } from "@/lib/contract/endpoint";
import { pageQuerySchema } from "@/lib/contract/page-query";
import { queryInt } from "@/lib/contract/query-int";
import { productContentListSchema, productContentSchema, productListSchema, productSchema } from "./schemas";

export const nicheParams = z.object({ niche_id: z.number() });
export const productParams = z.object({ product_id: z.number() });

/**
 * A product list's optional filters. An upstream that pages with `limit` may say the filtered total
 * in `X-Total-Count`; one that ignores a filter answers more rows than asked, which the panel checks.
 */
export const productListQuerySchema = z.extend(pageQuerySchema, {
  /** One status, or several separated by commas. */
  status: z.optional(z.string()),
  niche_id: z.optional(queryInt(1)),
  /** Text in the URL, ASIN, names or title, or the niche's name or slug; case and accents ignored. */
  q: z.optional(z.string().check(z.maxLength(200))),
  /** `-id`: newest first. */
  sort: z.optional(z.enum(["id", "-id"])),
});

/** GET /v1/products/search query (defaults skip 0, limit 20). Answer: a plain array of products. */
export const productSearchQuerySchema = z.object({
  q: z._default(z.string(), ""),
  skip: z._default(queryInt(0), 0),
  limit: z._default(queryInt(1, 500), 20),
});

export const productReads = {
  list: endpoint("products.list", {
    method: "GET",
    path: "/api/v1/products/",
    summary: "All products; optional `status`, `niche_id`, `q`, `sort` and an `X-Total-Count` on a page",
    query: productListQuerySchema,
    response: productListSchema,
    paged: true,
    need: REQUIRED,
  }),
  ofNiche: endpoint("products.ofNiche", {
    method: "GET",
    path: "/api/v1/niches/{niche_id}/products",
    summary: "A niche's products; optional `status`, `q`, `sort` and an `X-Total-Count` on a page",
    params: nicheParams,
    query: productListQuerySchema,
    response: productListSchema,
    paged: true,
    need: REQUIRED,
  }),
  search: endpoint("products.search", {
    method: "GET",
    path: "/api/v1/products/search",
    summary: "Products whose name or URL holds `q`",
    query: productSearchQuerySchema,
    response: productListSchema,
    need: optional("Not called by the panel: it searches with the lists' `q`, which combines with their filters and says the total."),
  }),
  get: endpoint("products.get", {
    method: "GET",
    path: "/api/v1/products/{product_id}",
    summary: "Product edit",
    params: productParams,
    response: productSchema,
    need: REQUIRED,
  }),
  contents: endpoint("products.contents", {
    method: "GET",
    path: "/api/v1/products/{product_id}/content",
    summary: "A product's content versions",
    params: productParams,
    response: productContentListSchema,
    need: REQUIRED,
  }),
  latestContent: endpoint("products.latestContent", {
    method: "GET",
    path: "/api/v1/products/{product_id}/content/latest",
    summary: "Content viewer",
    params: productParams,
    response: productContentSchema,
    need: REQUIRED,
  }),
} as const;
