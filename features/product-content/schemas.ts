// Contract of the viewer's render call (POST /product-content/render): markdown in, sanitized HTML out;
// and the version list as the viewer reads it.
import * as z from "zod/mini";
import { productContentSchema } from "@/features/products/schemas";

export const renderRequestSchema = z.object({ markdown: z.string() });
export type RenderRequest = z.infer<typeof renderRequestSchema>;

export const renderResponseSchema = z.object({ html: z.string() });
export type RenderResponse = z.infer<typeof renderResponseSchema>;

/** The version list may carry only version and generated_at; the content then comes from /latest. */
export const contentVersionSchema = z.extend(productContentSchema, { content: z.nullish(z.string()) });
export type ContentVersion = z.infer<typeof contentVersionSchema>;
export const contentVersionListSchema = z.array(contentVersionSchema);
