"use client";

import type { ReactNode } from "react";
import { Slot } from "radix-ui";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { CharacterCounter } from "@/components/ui/character-counter";
import { Label } from "@/components/ui/label";

interface FormFieldProps {
  /** The control's id; its hint, counter and error take `${id}-hint`, `${id}-count`, `${id}-error`. */
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Translated error text: marks the control invalid and describes it. */
  error?: string;
  /** Invalid with the reason said elsewhere (one shared message for several fields). */
  invalid?: boolean;
  /** The error is announced as it appears (a field checked on submit). */
  alertError?: boolean;
  /** Hidden while the field shows an error, which says more. */
  hideHintOnError?: boolean;
  /** A counted text's length and limit: past the limit the control is invalid too. */
  counter?: { count: number; limit: number };
  /** A control inside the control's right end (a reveal toggle); the control leaves it room. */
  endControl?: ReactNode;
  className?: string;
  /** One control (an input, a textarea, a select): it takes the id and the aria wiring. */
  children: ReactNode;
}

/** One form row as shadcn's FormItem: label, control, hint, counter and error, wired for screen readers. */
export function FormField(props: FormFieldProps) {
  const { id, label, required, hint, error, invalid, alertError, hideHintOnError, counter, endControl, className, children } = props;
  const tc = useTranslations("common");
  const showHint = hint !== undefined && hint !== null && !(hideHintOnError && error);
  const over = counter !== undefined && counter.count > counter.limit;
  const describedBy = [showHint && `${id}-hint`, counter && `${id}-count`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const control = (
    <Slot.Root
      id={id}
      aria-invalid={error || invalid || over ? true : undefined}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      className={endControl ? "pr-10" : undefined}
    >
      {children}
    </Slot.Root>
  );
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {endControl ? (
        <div className="relative">
          {control}
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endControl}</div>
        </div>
      ) : (
        control
      )}
      {showHint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {counter ? (
        <CharacterCounter
          id={`${id}-count`}
          count={counter.count}
          limit={counter.limit}
          nearLimitText={tc("textareaNearLimit")}
          overLimitText={tc("textareaOverLimit")}
        />
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive" role={alertError ? "alert" : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
