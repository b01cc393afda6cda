"use client";

import { useState, type ComponentProps } from "react";
import { EyeIcon, EyeOffIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormTextField } from "./form-text-field";

interface SecretTextFieldProps extends Omit<ComponentProps<typeof FormTextField>, "type" | "endControl"> {
  revealLabel: string;
  hideLabel: string;
  /** Reads the stored value into the field before it is first shown; false when it could not. */
  onFirstReveal?: () => Promise<boolean>;
}

/** A secret the form edits: masked when the form opens, shown (and read, when stored) only on request. */
export function SecretTextField({ revealLabel, hideLabel, onFirstReveal, ...fieldProps }: SecretTextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const [reading, setReading] = useState(false);

  async function toggle() {
    if (revealed || !onFirstReveal) return setRevealed((value) => !value);
    setReading(true);
    try {
      if (await onFirstReveal()) setRevealed(true);
    } finally {
      setReading(false);
    }
  }

  return (
    <FormTextField
      {...fieldProps}
      type={revealed ? "text" : "password"}
      endControl={
        <Button
          type="button"
          variant="ghost"
          size="icon-xs"
          aria-label={revealed ? hideLabel : revealLabel}
          aria-pressed={revealed}
          aria-controls={fieldProps.id}
          aria-busy={reading || undefined}
          disabled={reading}
          onClick={() => void toggle()}
        >
          {revealed ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
        </Button>
      }
    />
  );
}
