// The product form's one field, with the screen's translated messages; loaded on the form's first check.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { AMAZON_URL_PATTERN } from "./schemas";

export interface ProductFormMessages {
  required: string;
  invalidDomain: string;
}

export function productFormSchema(m: ProductFormMessages) {
  return z.object({
    amazon_url: z
      .string()
      .check(z.trim(), z.minLength(1, { error: m.required }), z.regex(AMAZON_URL_PATTERN, { error: m.invalidDomain })),
  });
}
export type ProductFormValues = z.infer<ReturnType<typeof productFormSchema>>;
