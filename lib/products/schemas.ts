// Contract for products and their generated content. Shared by the panel and the backend.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { absent, withDefault } from "../zod/received";

import { GENERATION_STATUSES, type GenerationStatus } from "./generation-status";

export { GENERATION_STATUSES, type GenerationStatus };
/** Unknown statuses from a real backend read as 'pending' ("anything else Pendiente"). */
export const generationStatusSchema = z.catch(z.enum(GENERATION_STATUSES), "pending");

/** Allowed Amazon domains. */
export const AMAZON_DOMAINS = ["com", "es", "co.uk", "de", "fr", "it", "nl", "ca", "com.mx", "com.br", "co.jp", "in"] as const;
export const AMAZON_URL_PATTERN =
  /^https?:\/\/(www\.)?amazon\.(com|es|co\.uk|de|fr|it|nl|ca|com\.mx|com\.br|co\.jp|in)(?=[/?#]|$)\S*$/i;
export const ASIN_PATTERN = /^[A-Z0-9]{10}$/i;
export const AMAZON_URL_MESSAGE = "La URL debe ser de Amazon (amazon.com, amazon.es, etc.)";

export function isAmazonUrl(value: string): boolean {
  return AMAZON_URL_PATTERN.test(value.trim());
}

/** ASIN found in an Amazon product URL (/dp/, /gp/product/, /product/), upper case. */
export function asinFromUrl(url: string): string | null {
  const m = /\/(?:dp|gp\/product|product|gp\/aw\/d|ASIN)\/([A-Z0-9]{10})(?=[/?#]|$)/i.exec(url);
  return m ? m[1].toUpperCase() : null;
}

export const amazonUrlSchema = z
  .string({ error: "La URL de Amazon es obligatoria" })
  .check(
    z.trim(),
    z.minLength(1, { error: "La URL de Amazon es obligatoria" }),
    z.regex(AMAZON_URL_PATTERN, { error: AMAZON_URL_MESSAGE }),
  );

export const productNicheRefSchema = z.looseObject({
  id: absent(z.number()),
  name: z.string(),
  slug: z.string(),
});

export const productSchema = z.looseObject({
  id: z.number(),
  amazon_url: z.string(),
  name: z.nullish(z.string()),
  niche_id: z.nullish(z.number()),
  niche_name: z.nullish(z.string()),
  niche_slug: z.nullish(z.string()),
  /** Embedded in the general list (GET /v1/products/). */
  niche: z.nullish(productNicheRefSchema),
  custom_tone: z.nullish(z.string()),
  generation_status: generationStatusSchema,
  created_at: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
  product_name: z.nullish(z.string()),
  content_title: z.nullish(z.string()),
  error_message: z.nullish(z.string()),
  asin: z.nullish(z.string()),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

/** POST /v1/niches/{id}/products and PUT /v1/products/{id} body. */
export const productCreateSchema = z.object({ amazon_url: amazonUrlSchema });
export type ProductCreate = z.input<typeof productCreateSchema>;
export const productUpdateSchema = productCreateSchema;
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** The screen reads nothing of this answer but its success; the product's state is refetched. */
export const triggerGenerationResponseSchema = z.looseObject({
  message: absent(z.string()),
  product_id: absent(z.number()),
  status: absent(z.string()),
});
export type TriggerGenerationResponse = z.infer<typeof triggerGenerationResponseSchema>;

export const contentMetadataSchema = z.looseObject({
  og_image_url: z.nullish(z.string()),
  meta_title: z.nullish(z.string()),
  meta_description: z.nullish(z.string()),
  /** A list of keywords; anything else reads as null ('No hay palabras clave disponibles'). */
  keywords: z.catch(z.nullish(z.array(z.string())), null),
  /** 0 to 100. */
  seo_score: z.catch(z.nullish(z.number()), null),
});
export type ContentMetadata = z.infer<typeof contentMetadataSchema>;

export const productContentSchema = z.looseObject({
  id: absent(z.number()),
  product_id: absent(z.number()),
  title: z.nullish(z.string()),
  /** Markdown. */
  content: z.string(),
  version: z.number(),
  generated_at: z.nullish(z.string()),
  content_metadata: z.nullish(contentMetadataSchema),
});
export type ProductContent = z.infer<typeof productContentSchema>;
/** GET /v1/products/{id}/content: all versions, newest first. */
export const productContentListSchema = z.array(productContentSchema);

/** POST /v1/niches/{id}/products/import body: one entry per URL or bare ASIN. */
export const BULK_IMPORT_MAX = 5000;
export const bulkImportRequestSchema = z.object({
  products: z
    .array(z.object({ amazon_url: z.string().check(z.trim(), z.minLength(1, { error: "Línea vacía" })) }))
    .check(
      z.minLength(1, { error: "Por favor, ingresa al menos una URL de Amazon" }),
      z.maxLength(BULK_IMPORT_MAX, { error: `Máximo ${BULK_IMPORT_MAX} productos por importación` }),
    ),
});
export type BulkImportRequest = z.input<typeof bulkImportRequestSchema>;

export const bulkImportResponseSchema = z.looseObject({
  successfully_imported: z.number(),
  failed_imports: z.number(),
  errors: withDefault(z.array(z.looseObject({ amazon_url: z.string(), reason: z.string() })), []),
  products: withDefault(z.array(productSchema), []),
});
export type BulkImportResponse = z.infer<typeof bulkImportResponseSchema>;

/** GET /v1/products/search query (defaults skip 0, limit 20). Answer: a plain array of products. */
export const productSearchQuerySchema = z.object({
  q: z._default(z.string(), ""),
  skip: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), 20),
});
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;
