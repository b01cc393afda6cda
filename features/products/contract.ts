// The product calls: the reads (read-contract.ts) and the writes.
import * as z from "zod/mini";
import { endpoint, optional, REQUIRED } from "@/lib/contract/endpoint";
import { ignoredAnswerSchema, messageAnswerSchema } from "@/lib/contract/answers";
import { bulkImportRequestSchema, productCreateSchema, productUpdateSchema } from "./request-schemas";
import { nicheParams, productParams, productReads } from "./read-contract";
import { bulkImportResponseSchema, productSchema, triggerGenerationResponseSchema } from "./schemas";

export const productsContract = {
  ...productReads,
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
  ogImage: endpoint("products.ogImage", {
    method: "GET",
    path: "/api/v1/og/products/{product_id}/{file}",
    summary: "A content version's social image (SVG), named by the content's `og_image_url`",
    params: z.object({ product_id: z.number(), file: z.string() }),
    response: ignoredAnswerSchema,
    public: true,
    need: optional("The panel's cards and the niche sites show it, without credentials: then it carries no title."),
  }),
} as const;
