"use client";

import * as React from "react";
import { EyeIcon, EyeOffIcon } from "lucide-react";

import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";

const MASK = "•".repeat(16);

type SecretFieldProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The secret. It is only rendered in the DOM while revealed. */
  value: string;
  /** Accessible name of the toggle while hidden (e.g. a translated "Show key"). */
  revealLabel: string;
  /** Accessible name of the toggle while revealed (e.g. a translated "Hide key"). */
  hideLabel: string;
  copyLabel: string;
  copiedLabel: string;
  onCopied?: (ok: boolean) => void;
  /** Start revealed. Default false. */
  defaultRevealed?: boolean;
};

function SecretField({
  value,
  revealLabel,
  hideLabel,
  copyLabel,
  copiedLabel,
  onCopied,
  defaultRevealed = false,
  className,
  ...props
}: SecretFieldProps) {
  const [revealed, setRevealed] = React.useState(defaultRevealed);
  const valueId = React.useId();

  return (
    <div
      data-slot="secret-field"
      data-revealed={revealed || undefined}
      className={cn(
        "flex h-9 w-full min-w-0 items-center gap-1 rounded-md border border-input bg-muted/50 py-1 pr-1 pl-3 shadow-xs",
        className,
      )}
      {...props}
    >
      <code
        id={valueId}
        data-slot="secret-field-value"
        className="min-w-0 flex-1 truncate font-mono text-sm"
      >
        {revealed ? value : <span aria-hidden="true">{MASK}</span>}
      </code>
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={revealed ? hideLabel : revealLabel}
        title={revealed ? hideLabel : revealLabel}
        aria-controls={valueId}
        onClick={() => setRevealed((r) => !r)}
      >
        {revealed ? <EyeOffIcon /> : <EyeIcon />}
      </Button>
      <CopyButton
        value={value}
        label={copyLabel}
        copiedLabel={copiedLabel}
        onCopied={onCopied}
        className="size-7"
      />
    </div>
  );
}

export { SecretField };
export type { SecretFieldProps };
