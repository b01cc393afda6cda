// The product form's fields are the create body's (request-schemas.ts): a field the contract adds is a
// field of the form, with its checks and its first value, and the edit page hands the browser it too.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { productLink, type ProductUrlProblem } from "@/lib/markets/product-url";
import { productCreateSchema } from "./request-schemas";
import type { Product } from "./schemas";

export const PRODUCT_FORM_FIELDS = Object.keys(productCreateSchema.shape) as (keyof typeof productCreateSchema.shape)[];
export type ProductFormField = (typeof PRODUCT_FORM_FIELDS)[number];

export interface ProductFormMessages {
  required: string;
  /** The text for each reason a link cannot be one of the niche's products. */
  problem: (problem: ProductUrlProblem) => string;
}

/**
 * The body's checks, the link's in the screen's words. `nicheDomain`: the niche's marketplace
 * ("amazon.es"); links to another one are refused. A bare ASIN or a mobile link is saved as the
 * marketplace's product page, as the bulk import saves it.
 */
export function productFormSchema(m: ProductFormMessages, nicheDomain?: string | null) {
  return z.extend(productCreateSchema, {
    amazon_url: z.string().check(
      z.trim(),
      z.minLength(1, { error: m.required, abort: true }),
      z.superRefine((value, ctx) => {
        const { problem } = productLink(value, nicheDomain);
        if (problem) ctx.addIssue({ code: "custom", message: m.problem(problem), input: value });
      }),
      z.overwrite((value) => productLink(value, nicheDomain).url ?? value),
    ),
  });
}
export type ProductFormValues = z.infer<ReturnType<typeof productFormSchema>>;

/** The form's first values: the product's own (a text field it lacks starts empty), or all empty for a new one. */
export function productFormDefaults(product?: Pick<Product, ProductFormField>): ProductFormValues {
  return Object.fromEntries(PRODUCT_FORM_FIELDS.map((field) => [field, product?.[field] ?? ""])) as ProductFormValues;
}
