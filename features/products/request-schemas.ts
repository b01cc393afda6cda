// Contract of the product request bodies, validated by the backend.
import * as z from "zod/mini";
import { productUrlProblem, productUrlReason } from "@/lib/markets/product-url";
import { BULK_IMPORT_MAX } from "./schemas";

/**
 * A product's Amazon link: to Amazon, to a product's page, or a bare ASIN. Whether it is the niche's
 * marketplace needs the niche, so that is checked where the niche is known (`productLink`).
 */
export const amazonUrlSchema = z
  .string({ error: "La URL de Amazon es obligatoria" })
  .check(
    z.trim(),
    z.minLength(1, { error: "La URL de Amazon es obligatoria", abort: true }),
    z.superRefine((value, ctx) => {
      const problem = productUrlProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: productUrlReason(problem), input: value });
    }),
    z.describe("The address of a product's page on one of the markets' Amazon marketplaces, with the product's ASIN (/dp/ASIN), or the bare ASIN."),
  );

/** POST /v1/niches/{id}/products and PUT /v1/products/{id} body. */
export const productCreateSchema = z.object({ amazon_url: amazonUrlSchema });
export type ProductCreate = z.input<typeof productCreateSchema>;
export const productUpdateSchema = productCreateSchema;
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** POST /v1/niches/{id}/products/import body: one entry per URL or bare ASIN. */
export const bulkImportRequestSchema = z.object({
  products: z
    .array(z.object({ amazon_url: z.string().check(z.trim(), z.minLength(1, { error: "Línea vacía" })) }))
    .check(
      z.minLength(1, { error: "Por favor, ingresa al menos una URL de Amazon" }),
      z.maxLength(BULK_IMPORT_MAX, { error: `Máximo ${BULK_IMPORT_MAX} productos por importación` }),
    ),
});
export type BulkImportRequest = z.input<typeof bulkImportRequestSchema>;
