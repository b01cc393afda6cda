// Contract for the web-template catalogue and image uploads.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { withDefault } from "@/lib/zod/received";
import { preprocess } from "@/lib/zod/preprocess";
import { NAME_MAX_LENGTH } from "@/lib/zod/text-limits";

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
  .check(
    z.trim(),
    z.minLength(1, { error: "La URL de GitHub es requerida" }),
    z.refine(isUrl, { error: "La URL de GitHub debe ser válida", abort: true }),
    z.refine(isGithubUrl, { error: `La URL debe ser de GitHub (${GITHUB_HOST})` }),
  );

/** Characters a template description may hold. */
export const CATALOG_DESCRIPTION_MAX = 2000;

const descriptionSchema = preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v),
  z.nullish(z.string().check(z.maxLength(CATALOG_DESCRIPTION_MAX))),
);

const imagesSchema = z
  .array(z.string().check(z.trim(), z.minLength(1)), { error: "Debe subir al menos una imagen" })
  .check(z.minLength(1, { error: "Debe subir al menos una imagen" }), z.maxLength(20, { error: "Máximo 20 imágenes" }));

const nameChecks = [
  z.trim(),
  z.minLength(1, { error: "El nombre es requerido" }),
  z.maxLength(NAME_MAX_LENGTH, { error: `El nombre no puede superar los ${NAME_MAX_LENGTH} caracteres` }),
] as const;

/** POST /v1/niche-catalogo/ body (slug derived from the name). */
export const catalogItemCreateSchema = z.object({
  name: z.string({ error: "El nombre es requerido" }).check(...nameChecks),
  description: descriptionSchema,
  images: imagesSchema,
  github_url: githubUrlSchema,
});
export type CatalogItemCreate = z.input<typeof catalogItemCreateSchema>;

/** PUT /v1/niche-catalogo/{idOrSlug} body: partial, and may carry is_active. */
export const catalogItemUpdateSchema = z.object({
  name: z.optional(z.string().check(...nameChecks)),
  description: descriptionSchema,
  images: z.optional(imagesSchema),
  github_url: z.optional(githubUrlSchema),
  is_active: z.optional(z.boolean()),
});
export type CatalogItemUpdate = z.input<typeof catalogItemUpdateSchema>;

/** GET /v1/niche-catalogo/ query. */
export const catalogListQuerySchema = z.object({
  is_active: z.optional(z.pipe(z.enum(["true", "false", "1", "0"]), z.transform((v) => v === "true" || v === "1"))),
  skip: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000))),
});

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
