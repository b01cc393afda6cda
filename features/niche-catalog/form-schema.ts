// The template form's rules. Errors are message keys of the
// `nicheCatalog.form.errors` namespace, so the texts stay in messages/es.json.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { NAME_MAX_LENGTH } from "@/lib/zod/text-limits";
import { githubUrlError } from "./github-url";
import type { CatalogItem } from "./schemas";

export const catalogFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: "nameRequired" }), z.maxLength(NAME_MAX_LENGTH, { error: "nameTooLong" })),
  description: z.string(),
  github_url: z.string().check(
    z.superRefine((value, ctx) => {
      const error = githubUrlError(value);
      if (error) ctx.addIssue({ code: "custom", message: error });
    }),
  ),
  images: z.array(z.string()).check(z.minLength(1, { error: "imagesRequired" })),
  is_active: z.boolean(),
});
export type CatalogFormValues = z.input<typeof catalogFormSchema>;

/** What the edit form shows of a template: its editable fields, its id to save them and the version they are from. */
export type CatalogFormItem = Pick<CatalogItem, "id" | "name" | "description" | "images" | "github_url" | "is_active" | "updated_at">;
