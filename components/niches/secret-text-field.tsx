"use client";

import { useState, type ComponentProps } from "react";
import { EyeIcon, EyeOffIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormTextField } from "./form-text-field";

interface SecretTextFieldProps extends Omit<ComponentProps<typeof FormTextField>, "type" | "endControl"> {
  revealLabel: string;
  hideLabel: string;
}

/** A secret the form edits: masked when the form opens, shown only on request. */
export function SecretTextField({ revealLabel, hideLabel, ...fieldProps }: SecretTextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  return (
    <FormTextField
      {...fieldProps}
      type={revealed ? "text" : "password"}
      endControl={
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={revealed ? hideLabel : revealLabel}
          aria-pressed={revealed}
          aria-controls={fieldProps.id}
          onClick={() => setRevealed((value) => !value)}
        >
          {revealed ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
        </Button>
      }
    />
  );
}
