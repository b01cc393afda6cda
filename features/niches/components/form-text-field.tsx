"use client";

import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/shared/form-field";

interface FormTextFieldProps extends Omit<ComponentProps<typeof Input>, "id"> {
  id: string;
  label: string;
  hint?: string;
  /** Translated error text; marks the input invalid and describes it. */
  error?: string;
  required?: boolean;
  /** A control inside the input's right end (a reveal toggle). */
  endControl?: ReactNode;
}

/** A text input in the shared form row. */
export function FormTextField({ id, label, hint, error, required, endControl, ...inputProps }: FormTextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} required={required} endControl={endControl}>
      <Input {...inputProps} />
    </FormField>
  );
}
