// The product form's one field, with the screen's translated messages.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { productLink, type ProductUrlProblem } from "@/lib/markets/product-url";

export interface ProductFormMessages {
  required: string;
  /** The text for each reason a link cannot be one of the niche's products. */
  problem: (problem: ProductUrlProblem) => string;
}

/**
 * `nicheDomain`: the niche's marketplace ("amazon.es"); links to another one are refused. A bare ASIN
 * or a mobile link is saved as the marketplace's product page, as the bulk import saves it.
 */
export function productFormSchema(m: ProductFormMessages, nicheDomain?: string | null) {
  return z.object({
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
