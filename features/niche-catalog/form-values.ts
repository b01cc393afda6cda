// The template form's values: empty, from a template, and the bodies sent. No zod here: the form's
// first load carries its rules only once it validates (form-schema.ts).
import type { CatalogFormItem, CatalogFormValues } from "./form-schema";
import type { CatalogItemCreate, CatalogItemUpdate } from "./request-schemas";

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
