// A web template and an image upload as the API answers them; the request bodies' rules are in request-schemas.ts.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { withDefault } from "@/lib/zod/received";

export const catalogItemSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.nullish(z.string()),
  images: z.catch(z.nullish(z.array(z.string())), []),
  github_url: z.nullish(z.string()),
  is_active: withDefault(z.boolean(), true),
  created_at: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
});
export type CatalogItem = z.infer<typeof catalogItemSchema>;
export const catalogItemListSchema = z.array(catalogItemSchema);

/** Uploads (POST /v1/upload/upload-images). */
export const UPLOAD_ALLOWED_EXTENSIONS = ["png", "jpg", "jpeg", "webp", "gif"] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const uploadedFileSchema = z.looseObject({
  id: z.optional(z.string()),
  /** Relative URL (/api/v1/upload/files/<id>.<ext>), loadable through the panel proxy without a token. */
  url: z.string(),
  filename: z.nullish(z.string()),
  size: z.nullish(z.number()),
  content_type: z.nullish(z.string()),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadResponseSchema = z.looseObject({
  files: z.array(uploadedFileSchema),
  message: z.nullish(z.string()),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
