// The template form's values: empty, from a template, and the bodies sent (an update only what changed). No zod here: the form's
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

/** The fields as an update sends them: an emptied description is null, so it is cleared. */
function updateFields(values: CatalogFormValues): Required<Omit<CatalogItemUpdate, "expected_updated_at">> {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    images: values.images,
    github_url: values.github_url.trim(),
    is_active: values.is_active,
  };
}

/** PUT body: only the fields changed from `loaded` (what the edit started from), so a save leaves the others as they are. */
export function toUpdatePayload(values: CatalogFormValues, loaded: CatalogFormValues): CatalogItemUpdate {
  const before: Record<string, unknown> = updateFields(loaded);
  return Object.fromEntries(
    Object.entries(updateFields(values)).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])),
  ) as CatalogItemUpdate;
}

/** The form's fields that differ between two versions of a template. */
export function changedFormFields(before: CatalogFormValues, now: CatalogFormValues): (keyof CatalogFormValues)[] {
  return (Object.keys(now) as (keyof CatalogFormValues)[]).filter((key) => JSON.stringify(now[key]) !== JSON.stringify(before[key]));
}
