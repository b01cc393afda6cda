// Calls of the content viewer (spec 02 §7): the product, its content versions, regeneration.
import * as z from "zod/mini";
import { apiRequest } from "@/lib/http/client";
import {
  productContentSchema,
  productSchema,
  triggerGenerationResponseSchema,
} from "@/lib/products/schemas";
import { renderResponseSchema } from "./schemas";

export const contentPaths = {
  product: (id: string) => `/api/v1/products/${id}`,
  versions: (id: string) => `/api/v1/products/${id}/content`,
  latest: (id: string) => `/api/v1/products/${id}/content/latest`,
  regenerate: (id: string) => `/api/v1/products/${id}/trigger-generation`,
  /** The panel's own route handler (not proxied): markdown to sanitized HTML. */
  render: "/product-content/render",
};

/** The version list may carry only version and generated_at (spec 02 §7); content then comes from /latest. */
export const contentVersionSchema = z.extend(productContentSchema, { content: z.nullish(z.string()) });
export type ContentVersion = z.infer<typeof contentVersionSchema>;

export const fetchProduct = (id: string) => apiRequest(contentPaths.product(id), productSchema);

export const fetchLatestContent = (id: string) => apiRequest(contentPaths.latest(id), productContentSchema);

export const fetchContentVersions = (id: string) => apiRequest(contentPaths.versions(id), z.array(contentVersionSchema));

export const triggerRegeneration = (id: string) =>
  apiRequest(contentPaths.regenerate(id), triggerGenerationResponseSchema, { method: "POST" });

export const renderContentHtml = (markdown: string) =>
  apiRequest(contentPaths.render, renderResponseSchema, { method: "POST", body: { markdown } });
