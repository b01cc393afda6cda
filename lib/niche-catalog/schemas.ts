// Contract for the web-template catalogue (spec 02 §3 "Niche catalog item") and image uploads.
import { z } from "zod";

export const catalogItemSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullish(),
  images: z.array(z.string()).nullish().catch([]),
  github_url: z.string().nullish(),
  is_active: z.boolean().default(true),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});
export type CatalogItem = z.infer<typeof catalogItemSchema>;
export const catalogItemListSchema = z.array(catalogItemSchema);

export const GITHUB_HOST = "github.com";

function isGithubUrl(value: string): boolean {
  try {
    const host = new URL(value).hostname.toLowerCase();
    return host === GITHUB_HOST || host === `www.${GITHUB_HOST}`;
  } catch {
    return false;
  }
}

function isUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

export const githubUrlSchema = z
  .string({ error: "La URL de GitHub es requerida" })
  .trim()
  .min(1, { error: "La URL de GitHub es requerida" })
  .refine(isUrl, { error: "La URL de GitHub debe ser válida", abort: true })
  .refine(isGithubUrl, { error: `La URL debe ser de GitHub (${GITHUB_HOST})` });

const descriptionSchema = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v),
  z.string().max(2000).nullish(),
);

const imagesSchema = z
  .array(z.string().trim().min(1), { error: "Debe subir al menos una imagen" })
  .min(1, { error: "Debe subir al menos una imagen" })
  .max(20, { error: "Máximo 20 imágenes" });

/** POST /v1/niche-catalogo/ body (slug derived from the name). */
export const catalogItemCreateSchema = z.object({
  name: z.string({ error: "El nombre es requerido" }).trim().min(1, { error: "El nombre es requerido" }),
  description: descriptionSchema,
  images: imagesSchema,
  github_url: githubUrlSchema,
});
export type CatalogItemCreate = z.input<typeof catalogItemCreateSchema>;

/** PUT /v1/niche-catalogo/{idOrSlug} body: partial, and may carry is_active. */
export const catalogItemUpdateSchema = z.object({
  name: z.string().trim().min(1, { error: "El nombre es requerido" }).optional(),
  description: descriptionSchema,
  images: imagesSchema.optional(),
  github_url: githubUrlSchema.optional(),
  is_active: z.boolean().optional(),
});
export type CatalogItemUpdate = z.input<typeof catalogItemUpdateSchema>;

/** GET /v1/niche-catalogo/ query. */
export const catalogListQuerySchema = z.object({
  is_active: z
    .enum(["true", "false", "1", "0"])
    .transform((v) => v === "true" || v === "1")
    .optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

/** Uploads (POST /v1/upload/upload-images). */
export const UPLOAD_ALLOWED_EXTENSIONS = ["png", "jpg", "jpeg", "webp", "gif"] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const uploadedFileSchema = z.looseObject({
  id: z.string().optional(),
  /** Relative URL (/api/v1/upload/files/<id>.<ext>), loadable through the panel proxy without a token. */
  url: z.string(),
  filename: z.string().nullish(),
  size: z.number().nullish(),
  content_type: z.string().nullish(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadResponseSchema = z.looseObject({
  files: z.array(uploadedFileSchema),
  message: z.string().nullish(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
