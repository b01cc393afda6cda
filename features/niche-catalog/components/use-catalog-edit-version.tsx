"use client";
// The template form's footing: the version the edit started from (a save from it never undoes a save
// made since), the draft kept if the session ends mid-edit, and the choice offered when the template
// was saved meanwhile: see it as it is now, or overwrite it with the fields this edit changed.
import { useRef, type ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslations } from "next-intl";
import { useFormDraft, type DraftHandle } from "@/lib/forms/use-form-draft";
import type { CatalogFormItem, CatalogFormValues } from "@/features/niche-catalog/form-schema";
import { catalogFormFromItem, changedFormFields } from "@/features/niche-catalog/form-values";
import { useEditConflict } from "@/components/shared/use-edit-conflict";

const FIELD_LABELS = { name: "name", description: "description", github_url: "githubUrl", images: "images", is_active: "isActive" } as const;

interface CatalogEditVersion {
  /** The version to send with a save. */
  version(): string | null;
  draft: DraftHandle;
  /** The form holds a draft kept when the session ended. */
  restored: boolean;
  /** True when `error` is a save refused because the template changed: the choice is then offered. */
  refused(error: unknown): boolean;
  dialog: ReactNode;
}

/** `item`: the template edited; none for a new one (its draft is kept all the same). */
/** `resubmit` sends the form again, after the user chose to overwrite. */
export function useCatalogEditVersion(form: UseFormReturn<CatalogFormValues>, item: CatalogFormItem | undefined, resubmit: () => void): CatalogEditVersion {
  const t = useTranslations("nicheCatalog.form");
  const version = useRef(item?.updated_at ?? null);
  const { draft, restored } = useFormDraft(form, {
    key: item ? `template-edit:${item.id}` : "template-new",
    version: () => version.current,
    // The draft's changes were made from its version, not from the template as loaded now.
    onRestore: (kept) => (version.current = kept.version),
  });

  const { refused, dialog } = useEditConflict<CatalogFormItem>({
    title: t("conflict.title"),
    description: t("conflict.description"),
    version,
    changed: (latest) => changedFormFields(form.formState.defaultValues as CatalogFormValues, catalogFormFromItem(latest)).map((key) => t(FIELD_LABELS[key])),
    reload: (latest) => form.reset(catalogFormFromItem(latest)),
    resubmit,
  });

  return {
    version: () => version.current,
    draft,
    restored,
    refused,
    dialog,
  };
}
