"use client";

import { useCallback, useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Controller, useForm, useWatch } from "react-hook-form";
import { AlertCircle, Save } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label, RequiredMark } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/components/shared/form-field";
import { LeaveGuard } from "@/components/shared/leave-guard";
import { DraftRestoredNotice } from "@/components/shared/draft-restored-notice";
import { useMounted } from "@/components/layout/use-mounted";
import { ApiError, errorMessage } from "@/lib/http/api-error";
import { duplicateField, duplicateTextKey } from "@/lib/http/duplicate-conflict";
import { NAME_MAX_LENGTH, TEMPLATE_DESCRIPTION_MAX_LENGTH } from "@/lib/zod/text-limits";
import { zodResolver } from "@hookform/resolvers/zod";
import { serverFieldErrors, type FieldTexts } from "@/lib/http/validation-errors";
import { deleteUploadedImage, useCatalogMutations } from "@/features/niche-catalog/mutations";
import { catalogFormSchema, type CatalogFormItem, type CatalogFormValues } from "@/features/niche-catalog/form-schema";
import { catalogFormFromItem, emptyCatalogForm, toCreatePayload, toUpdatePayload } from "@/features/niche-catalog/form-values";
import { moveImage, removeImage, type MoveDirection } from "@/features/niche-catalog/image-order";
import { FORM_MAX_IMAGES } from "@/features/niche-catalog/image-slots";
import type { UploadedFile } from "@/features/niche-catalog/schemas";
import { uploadIdOf } from "@/features/niche-catalog/upload-id";
import { ImageGalleryEditor } from "./image-gallery-editor";
import { ImageUploader } from "./image-uploader";
import { spanishDetail } from "@/lib/http/spanish-detail";
import { useCatalogEditVersion } from "./use-catalog-edit-version";

type FieldName = keyof CatalogFormValues;

/** Keys of nicheCatalog.form.errors for each field the server may refuse. */
const CATALOG_SERVER_FIELD_TEXTS: Partial<Record<FieldName, FieldTexts<string>>> = {
  // The server may know more than the form does (the slug it derives from the name, the repository):
  // its reason is shown as it wrote it.
  name: { required: "nameRequired", serverWords: true },
  github_url: { required: "githubRequired", invalid: "githubInvalid", serverWords: true },
  images: { required: "imagesRequired" },
  description: {},
};
const CATALOG_SERVER_FALLBACK = { required: "serverRequired", invalid: "serverInvalid" };

const resolver = zodResolver(catalogFormSchema);

export function CatalogForm({ item }: { item?: CatalogFormItem }) {
  const t = useTranslations("nicheCatalog.form");
  const tc = useTranslations("common");
  const td = useTranslations("duplicates");
  const router = useRouter();
  const { create, update } = useCatalogMutations();
  const editing = item !== undefined;
  const [failure, setFailure] = useState<{ title: string; detail?: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  // Before hydration a click would submit natively (GET with the values in the URL).
  const hydrated = useMounted();
  // Uploads made in this form and not saved yet: removing one also deletes it on the server.
  const unsavedUploads = useRef(new Map<string, string>());

  const [initial] = useState(() => (item ? catalogFormFromItem(item) : emptyCatalogForm()));
  const form = useForm<CatalogFormValues>({
    resolver,
    defaultValues: initial,
    reValidateMode: "onSubmit",
  });
  const { register, handleSubmit, control, setValue, getValues, setError, clearErrors, formState } = form;
  const edit = useCatalogEditVersion(form, item, () => void handleSubmit(save)());
  // Set once saved or left: a refused save (the session ended, a conflict) keeps the guard on.
  const [done, setDone] = useState(false);
  const images = useWatch({ control, name: "images" });
  const description = useWatch({ control, name: "description" });
  const { errors, isSubmitting, isDirty } = formState;

  const fieldError = (name: FieldName) => {
    const error = errors[name];
    // A duplicate's text and the server's own words come as they are; the rest are message keys.
    if (error?.type === "duplicate" || error?.type === "serverText") return error.message;
    return error?.message ? t(`errors.${error.message}` as "errors.nameRequired", { max: NAME_MAX_LENGTH }) : undefined;
  };
  // A field's error goes away as soon as the user edits that field.
  // The default value is also the field's own: the server's HTML then holds the template's text (the
  // form library only writes it once hydrated), and the textarea has its height before any script.
  const field = (name: "name" | "description" | "github_url") => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    defaultValue: initial[name],
  });

  const setImages = (next: string[]) => {
    setValue("images", next, { shouldDirty: true });
    clearErrors("images");
  };

  const onUploaded = useCallback(
    (files: UploadedFile[]) => {
      for (const file of files) {
        const id = uploadIdOf(file);
        if (id) unsavedUploads.current.set(file.url, id);
      }
      setValue("images", [...getValues("images"), ...files.map((f) => f.url)], { shouldDirty: true });
      clearErrors("images");
    },
    [getValues, setValue, clearErrors],
  );

  const onMove = (index: number, direction: MoveDirection) => setImages(moveImage(getValues("images"), index, direction));

  const onRemove = (index: number) => {
    const url = getValues("images")[index];
    setImages(removeImage(getValues("images"), index));
    const uploadId = unsavedUploads.current.get(url);
    if (uploadId) {
      unsavedUploads.current.delete(url);
      deleteUploadedImage(uploadId).catch((error) => console.error("[niche-catalog] delete upload failed", error));
    }
  };

  async function save(values: CatalogFormValues) {
    setFailure(null);
    try {
      await (editing
        ? update(item.id, toUpdatePayload(values, formState.defaultValues as CatalogFormValues), edit.version())
        : create(toCreatePayload(values)));
      unsavedUploads.current.clear();
      setDone(true);
      toast.success(editing ? t("updated") : t("created"));
      router.push("/niche-catalog");
    } catch (error) {
      if (edit.refused(error)) return;
      const duplicate = duplicateField(error);
      // Slug conflicts land on the name field too: the slug is derived from the name.
      if (duplicate === "name" || duplicate === "slug") {
        setError("name", { type: "duplicate", message: td(duplicateTextKey("template", duplicate)) }, { shouldFocus: true });
        return;
      }
      if (error instanceof ApiError && error.status === 409) {
        setFailure({ title: duplicate ? td(duplicateTextKey("template", duplicate)) : spanishDetail(error.detail) ?? t("conflictDefault") });
        return;
      }
      const refused = serverFieldErrors(error, CATALOG_SERVER_FIELD_TEXTS, CATALOG_SERVER_FALLBACK);
      for (const { field, message, serverText } of refused) {
        setError(field, serverText ? { type: "serverText", message: serverText } : { type: "server", message }, { shouldFocus: true });
      }
      setFailure({
        title: editing ? t("updateError") : t("createError"),
        detail: refused.length === 0 ? errorMessage(error, "") || undefined : undefined,
      });
    }
  }

  const nameError = fieldError("name");
  const githubError = fieldError("github_url");
  const imagesError = fieldError("images");

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight wrap-anywhere">
          {editing ? t("editTitle", { name: item.name }) : t("newTitle")}
        </h1>
        <p className="text-muted-foreground">{editing ? t("editSubtitle") : t("newSubtitle")}</p>
      </header>

      <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate className="space-y-6 rounded-xl border bg-card p-6 shadow-sm">
        {edit.restored ? <DraftRestoredNotice /> : null}
        {failure && (
          <Alert variant="destructive">
            <AlertCircle aria-hidden />
            <AlertTitle clamp={false}>{failure.title}</AlertTitle>
            {failure.detail && <AlertDescription>{failure.detail}</AlertDescription>}
          </Alert>
        )}

        <FormField id="catalog-name" label={t("name")} required hint={t("nameHint")} hideHintOnError error={nameError}>
          <Input placeholder={t("namePlaceholder")} {...field("name")} />
        </FormField>

        <FormField
          id="catalog-description"
          label={t("description")}
          counter={{ count: description?.length ?? 0, limit: TEMPLATE_DESCRIPTION_MAX_LENGTH }}
        >
          <Textarea rows={4} placeholder={t("descriptionPlaceholder")} {...field("description")} />
        </FormField>

        <FormField id="catalog-github" label={t("githubUrl")} required error={githubError}>
          <Input type="url" inputMode="url" placeholder={t("githubUrlPlaceholder")} {...field("github_url")} />
        </FormField>

        <fieldset className="space-y-3">
          <legend className="flex items-center gap-2 text-sm font-medium">
            {t("images")}
            <RequiredMark />
            {/* A group cannot say it is required: its name does, for screen readers. */}
            <span className="sr-only">{` ${tc("requiredGroup")}`}</span>
          </legend>
          <p className="text-xs text-muted-foreground">{t("imagesHint")}</p>
          <ImageGalleryEditor images={images} onMove={onMove} onRemove={onRemove} />
          <ImageUploader
            count={images.length}
            max={FORM_MAX_IMAGES}
            onUploaded={onUploaded}
            onBusyChange={setUploading}
            errorId={imagesError ? "catalog-images-error" : undefined}
          />
          {imagesError && (
            <p id="catalog-images-error" role="alert" className="text-sm text-destructive">
              {imagesError}
            </p>
          )}
        </fieldset>

        {editing && (
          <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
            <div className="space-y-1">
              <Label htmlFor="catalog-active">{t("isActive")}</Label>
              <p id="catalog-active-hint" className="text-xs text-muted-foreground">
                {t("isActiveHint")}
              </p>
            </div>
            <Controller
              control={control}
              name="is_active"
              render={({ field: { value, onChange, ref } }) => (
                <Switch id="catalog-active" ref={ref} checked={value} onCheckedChange={onChange} aria-describedby="catalog-active-hint" />
              )}
            />
          </div>
        )}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline">
            <Link href="/niche-catalog">{t("cancel")}</Link>
          </Button>
          <Button type="submit" disabled={!hydrated || isSubmitting || uploading}>
            <Save aria-hidden />
            {editing ? (isSubmitting ? t("saving") : t("save")) : isSubmitting ? t("creating") : t("create")}
          </Button>
        </div>
      </form>
      <LeaveGuard active={isDirty && !done} onLeave={() => setDone(true)} draft={edit.draft} />
      {edit.dialog}
    </section>
  );
}
