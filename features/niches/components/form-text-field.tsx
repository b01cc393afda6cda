"use client";

import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

interface FormTextFieldProps extends ComponentProps<typeof Input> {
  id: string;
  label: string;
  hint?: string;
  /** Translated error text; marks the input invalid and describes it. */
  error?: string;
  required?: boolean;
  /** A control inside the input's right end (a reveal toggle). */
  endControl?: ReactNode;
}

/** A labelled input with its hint and error wired to aria-describedby. */
export function FormTextField({ id, label, hint, error, required, endControl, ...inputProps }: FormTextFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {endControl ? (
        <div className="relative">
          <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} aria-required={required} {...inputProps} className={`${inputProps.className ?? ""} pr-10`} />
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endControl}</div>
        </div>
      ) : (
        <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} aria-required={required} {...inputProps} />
      )}
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
