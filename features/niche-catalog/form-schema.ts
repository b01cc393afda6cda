// Template form values and their rules. Errors are message keys of the
// `nicheCatalog.form.errors` namespace, so the texts stay in messages/es.json.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { NAME_MAX_LENGTH } from "@/lib/zod/text-limits";
import { githubUrlError } from "./github-url";
import type { CatalogItem, CatalogItemCreate, CatalogItemUpdate } from "./schemas";

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

/** What the edit form shows of a template: its editable fields, and its id to save them. */
export type CatalogFormItem = Pick<CatalogItem, "id" | "name" | "description" | "images" | "github_url" | "is_active">;

export function emptyCatalogForm(): CatalogFormValues {
  return { name: "", description: "", github_url: "", images: [], is_active: true };
}

export function catalogFormFromItem(item: CatalogFormItem): CatalogFormValues {
  return {
    name: item.name,
    description: item.description ?? "",
    github_url: item.github_url ?? "",
    images: item.images ?? [],
    is_active: item.is_active,
  };
}

/** POST body: description trimmed and left out when empty; is_active is never sent on create. */
export function toCreatePayload(values: CatalogFormValues): CatalogItemCreate {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    ...(description ? { description } : {}),
    images: values.images,
    github_url: values.github_url.trim(),
  };
}

export function toUpdatePayload(values: CatalogFormValues): CatalogItemUpdate {
  return { ...toCreatePayload(values), is_active: values.is_active };
}
