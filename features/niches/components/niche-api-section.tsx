"use client";

import { Controller, useFormContext } from "react-hook-form";
import { useTranslations } from "next-intl";
import { KeyRound } from "lucide-react";
import { FormField } from "@/components/shared/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import type { NicheFormValues } from "@/features/niches/niche-form";
import { TONES } from "@/features/niches/schemas";
import { FormSection } from "./form-section";
import { SecretTextField } from "./secret-text-field";

interface NicheApiSectionProps {
  /** A stored key the form has not read: the empty field keeps it. */
  keyStored: boolean;
  /** Reads the stored key into the field before it is first shown. */
  revealKey: (() => Promise<boolean>) | undefined;
  onCreateKey(): void;
}

/** The wrapper's API key and the articles' default tone. */
export function NicheApiSection({ keyStored, revealKey, onCreateKey }: NicheApiSectionProps) {
  const t = useTranslations("niches.form");
  const { control, register } = useFormContext<NicheFormValues>();
  return (
    <FormSection name="api" action={{ label: t("createApiKey"), icon: KeyRound, onClick: onCreateKey }}>
      <div className="grid gap-4 md:grid-cols-2">
        <SecretTextField
          id="niche-external-api-key"
          label={t("fields.external_api_key")}
          revealLabel={t("showApiKey")}
          hideLabel={t("hideApiKey")}
          autoComplete="new-password"
          className="font-mono"
          placeholder={keyStored ? t("secretStored") : undefined}
          onFirstReveal={revealKey}
          {...register("external_api_key")}
        />
        <Controller
          control={control}
          name="default_tone"
          render={({ field }) => (
            <FormField id="niche-tone" label={t("fields.default_tone")}>
              <NativeSelect
                className="w-full"
                value={field.value ?? ""}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={t("fields.tonePlaceholder")}
              >
                {TONES.map((tone) => (
                  <option key={tone} value={tone}>
                    {t(`tones.${tone}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
        />
      </div>
    </FormSection>
  );
}
