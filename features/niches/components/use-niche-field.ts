"use client";

import { useFormContext } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { NicheFormValues } from "@/features/niches/niche-form";

/** The form's free-text fields (the switch, tone and market are controlled). */
export type NicheTextField = Exclude<keyof NicheFormValues, "is_active" | "default_tone" | "mercado">;

/** The niche form's field wiring for its sections: a text field's props and a field's translated error. */
export function useNicheField() {
  const t = useTranslations("niches.form");
  const { register, formState } = useFormContext<NicheFormValues>();
  // The uncontrolled fields also carry their first value as an attribute, so the server-rendered form
  // shows it (secrets excepted: they stay out of the markup).
  const field = (name: NicheTextField) => ({ ...register(name), defaultValue: formState.defaultValues?.[name] ?? "" });
  // `max` fills the length errors' placeholder; other messages ignore it.
  const fieldError = (name: keyof NicheFormValues, max?: number) => {
    const error = formState.errors[name];
    if (error?.type === "duplicate") return error.message;
    return error?.message ? t(`errors.${error.message}`, { max: max ?? 0 }) : undefined;
  };
  return { field, fieldError, register };
}
