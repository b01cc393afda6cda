"use client";

import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

interface FormTextFieldProps extends ComponentProps<typeof Input> {
  id: string;
  label: string;
  hint?: string;
  /** Translated error text; marks the input invalid and describes it. */
  error?: string;
  required?: boolean;
}

/** A labelled input with its hint and error wired to aria-describedby. */
export function FormTextField({ id, label, hint, error, required, ...inputProps }: FormTextFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} aria-required={required} {...inputProps} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
