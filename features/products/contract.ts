// The product calls.
import * as z from "zod/mini";
import { endpoint, optional, REQUIRED } from "@/lib/contract/endpoint";
import { ignoredAnswerSchema, messageAnswerSchema } from "@/lib/contract/answers";
import {
  bulkImportRequestSchema,
  productCreateSchema,
  productListQuerySchema,
  productSearchQuerySchema,
  productUpdateSchema,
} from "./request-schemas";
import {
  bulkImportResponseSchema,
  productContentListSchema,
  productContentSchema,
  productListSchema,
  productSchema,
  triggerGenerationResponseSchema,
} from "./schemas";

const nicheParams = z.object({ niche_id: z.number() });
const productParams = z.object({ product_id: z.number() });

export const productsContract = {
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
  create: endpoint("products.create", {
    method: "POST",
    path: "/api/v1/niches/{niche_id}/products",
    summary: "Add one product to a niche",
    params: nicheParams,
    body: productCreateSchema,
    response: productSchema,
    status: 201,
    need: REQUIRED,
  }),
  import: endpoint("products.import", {
    method: "POST",
    path: "/api/v1/niches/{niche_id}/products/import",
    summary: "Bulk import of Amazon links",
    params: nicheParams,
    body: bulkImportRequestSchema,
    response: bulkImportResponseSchema,
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
  update: endpoint("products.update", {
    method: "PUT",
    path: "/api/v1/products/{product_id}",
    summary: "Product edit; another `amazon_url` puts it back to `pending` without the old link's content",
    params: productParams,
    body: productUpdateSchema,
    response: productSchema,
    need: REQUIRED,
  }),
  remove: endpoint("products.remove", {
    method: "DELETE",
    path: "/api/v1/products/{product_id}",
    summary: "Delete a product",
    params: productParams,
    response: messageAnswerSchema,
    need: REQUIRED,
  }),
  triggerGeneration: endpoint("products.triggerGeneration", {
    method: "POST",
    path: "/api/v1/products/{product_id}/trigger-generation",
    summary: "Generar: queues the content generation",
    params: productParams,
    response: triggerGenerationResponseSchema,
    status: 202,
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
  ogImage: endpoint("products.ogImage", {
    method: "GET",
    path: "/api/v1/og/products/{product_id}/{file}",
    summary: "A content version's social image (SVG), named by the content's `og_image_url`",
    params: z.object({ product_id: z.number(), file: z.string() }),
    response: ignoredAnswerSchema,
    public: true,
    need: optional("Not called by the panel: the generated sites link to it."),
  }),
} as const;
