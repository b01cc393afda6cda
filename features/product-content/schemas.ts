// Contract of the viewer's render call (POST /product-content/render): markdown in, sanitized HTML out.
import * as z from "zod/mini";

export const renderRequestSchema = z.object({ markdown: z.string() });
export type RenderRequest = z.infer<typeof renderRequestSchema>;

export const renderResponseSchema = z.object({ html: z.string() });
export type RenderResponse = z.infer<typeof renderResponseSchema>;
