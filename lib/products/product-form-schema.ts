// The product form's one field (spec 02 §5 "Product form"), with the screen's translated messages.
import { z } from "zod";
import { AMAZON_URL_PATTERN } from "./schemas";

export interface ProductFormMessages {
  required: string;
  invalidDomain: string;
}

export function productFormSchema(m: ProductFormMessages) {
  return z.object({
    amazon_url: z.string().trim().min(1, { error: m.required }).regex(AMAZON_URL_PATTERN, { error: m.invalidDomain }),
  });
}
export type ProductFormValues = z.infer<ReturnType<typeof productFormSchema>>;
