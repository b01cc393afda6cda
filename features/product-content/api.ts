// Calls of the content viewer: the product, its content versions, regeneration (the products module
// spells their URLs), and the panel's own markdown renderer.
import * as z from "zod/mini";
import { apiRequest } from "@/lib/browser-data/client";
import type { Requester } from "@/lib/http/requester";
import { productReads } from "@/features/products";
import { productContentSchema } from "@/features/products/schemas";
import { contentPaths } from "./content-paths";
import { renderResponseSchema } from "./schemas";

export { contentPaths };

/** The version list may carry only version and generated_at; the content then comes from /latest. */
export const contentVersionSchema = z.extend(productContentSchema, { content: z.nullish(z.string()) });
export type ContentVersion = z.infer<typeof contentVersionSchema>;

/** The version list through `request`: the browser's client by default, the server's requester on the server. */
export const contentVersionReads = (request: Requester = apiRequest) => (id: string) => request(contentPaths.versions(id), z.array(contentVersionSchema));

/** The latest content through `request` (the products module reads it). */
export const latestContentRead = (request: Requester) => (id: string) => productReads(request).latestContent(id);

export const renderContentHtml = (markdown: string) =>
  apiRequest(contentPaths.render, renderResponseSchema, { method: "POST", body: { markdown } });
