"use client";

import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { FormField } from "@/components/shared/form-field";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import type { NicheFormValues } from "@/features/niches/niche-form";
import { NAME_MAX_LENGTH, NICHE_DESCRIPTION_MAX_LENGTH } from "@/lib/zod/text-limits";
import { FormSection } from "./form-section";
import { FormTextField } from "./form-text-field";
import { useNicheField } from "./use-niche-field";

/** Name, slug, affiliate tag, keywords, description and whether the niche is active. */
export function NicheBasicSection() {
  const t = useTranslations("niches.form");
  const { control, formState } = useFormContext<NicheFormValues>();
  const { field, fieldError } = useNicheField();
  const description = useWatch({ control, name: "description" }) ?? "";
  return (
    <FormSection name="basic">
      <div className="grid gap-4 md:grid-cols-2">
        <FormTextField id="niche-name" label={t("fields.name")} required error={fieldError("name", NAME_MAX_LENGTH)} {...field("name")} />
        <FormTextField id="niche-slug" label={t("fields.slug")} className="font-mono" error={fieldError("slug")} {...field("slug")} />
        <FormTextField
          id="niche-affiliate-tag"
          label={t("fields.affiliate_tag")}
          required
          error={formState.errors.affiliate_tag?.message === "required" ? t("errors.required") : fieldError("affiliate_tag")}
          {...field("affiliate_tag")}
        />
        <FormTextField id="niche-keywords" label={t("fields.keywords")} hint={t("fields.keywordsHint")} {...field("keywords")} />
      </div>
      <FormField
        id="niche-description"
        label={t("fields.description")}
        error={fieldError("description", NICHE_DESCRIPTION_MAX_LENGTH)}
        counter={{ count: description.length, limit: NICHE_DESCRIPTION_MAX_LENGTH }}
      >
        <Textarea rows={3} {...field("description")} />
      </FormField>
      <Controller
        control={control}
        name="is_active"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id="niche-active" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
            <Label htmlFor="niche-active">{t("fields.is_active")}</Label>
          </div>
        )}
      />
    </FormSection>
  );
}
