// Contract for products and their generated content. Shared by the panel and the backend.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { absent, withDefault } from "@/lib/zod/received";
import { NAME_MAX_LENGTH } from "@/lib/zod/text-limits";

import { GENERATION_STATUSES, type GenerationStatus } from "./generation-status";

export { GENERATION_STATUSES, type GenerationStatus };
/** Unknown statuses from a real backend read as 'pending' ("anything else Pendiente"). */
export const generationStatusSchema = z.catch(z.enum(GENERATION_STATUSES), "pending");

/** Characters of a product's name: the backend derives it from the Amazon URL and keeps no more. */
export const PRODUCT_NAME_MAX = NAME_MAX_LENGTH;

// The product-link rule lives with the markets (lib/markets/product-url.ts); these names are the
// contract's, which the backend reads.
export { productAsin as asinFromUrl } from "@/lib/markets/product-url";

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
  /** The latest content's image (null: none). Absent from an upstream that does not carry it: the card reads the content. */
  content_image_url: z.nullish(z.string()),
  error_message: z.nullish(z.string()),
  asin: z.nullish(z.string()),
  /** Absolute address of the product's published article (null: no completed content or no site). */
  article_url: z.nullish(z.string()),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);


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
  /** The model that wrote the version, and what it cost (an OpenAI-compatible writer's answer). */
  model: z.catch(z.nullish(z.string()), null),
  usage: z.catch(z.nullish(z.object({ prompt_tokens: z.number(), completion_tokens: z.number(), total_tokens: z.number() })), null),
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

/** Most lines one bulk import takes. */
export const BULK_IMPORT_MAX = 5000;

export const bulkImportResponseSchema = z.looseObject({
  successfully_imported: z.number(),
  failed_imports: z.number(),
  errors: withDefault(z.array(z.looseObject({ amazon_url: z.string(), reason: z.string() })), []),
  products: withDefault(z.array(productSchema), []),
});
export type BulkImportResponse = z.infer<typeof bulkImportResponseSchema>;

// The request bodies (create, update, bulk import, search query) live in ./request-schemas: only the
// backend validates them, and the browser imports their types from there.
