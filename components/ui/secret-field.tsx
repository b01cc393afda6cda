"use client";

import * as React from "react";
import { EyeIcon, EyeOffIcon } from "lucide-react";

import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";

const MASK = "•".repeat(16);

type SecretFieldProps = Omit<React.ComponentProps<"div">, "children"> & {
  /**
   * The secret, or how to read it: a secret the page does not hold is read on the first reveal or
   * copy. It is only rendered in the DOM while revealed.
   */
  value: string | (() => Promise<string>);
  /** Accessible name of the toggle while hidden (e.g. a translated "Show key"). */
  revealLabel: string;
  /** Accessible name of the toggle while revealed (e.g. a translated "Hide key"). */
  hideLabel: string;
  copyLabel: string;
  copiedLabel: string;
  onCopied?: (ok: boolean) => void;
  /** Reading the secret failed on reveal. */
  onReadError?: (error: unknown) => void;
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
  onReadError,
  defaultRevealed = false,
  className,
  ...props
}: SecretFieldProps) {
  const [revealed, setRevealed] = React.useState(defaultRevealed && typeof value === "string");
  const [read, setRead] = React.useState<string | null>(null);
  const [reading, setReading] = React.useState(false);
  const valueId = React.useId();
  const known = typeof value === "string" ? value : read;

  const readValue = React.useCallback(async () => {
    if (known !== null) return known;
    const text = await (value as () => Promise<string>)();
    setRead(text);
    return text;
  }, [known, value]);

  async function toggle() {
    if (revealed || known !== null) return setRevealed((r) => !r);
    setReading(true);
    try {
      await readValue();
      setRevealed(true);
    } catch (error) {
      onReadError?.(error);
    } finally {
      setReading(false);
    }
  }

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
        {revealed && known !== null ? known : <span aria-hidden="true">{MASK}</span>}
      </code>
      <Button
        variant="ghost"
        size="icon-xs"
        aria-label={revealed ? hideLabel : revealLabel}
        title={revealed ? hideLabel : revealLabel}
        aria-controls={valueId}
        aria-busy={reading || undefined}
        disabled={reading}
        onClick={() => void toggle()}
      >
        {revealed ? <EyeOffIcon /> : <EyeIcon />}
      </Button>
      <CopyButton
        value={known ?? readValue}
        label={copyLabel}
        copiedLabel={copiedLabel}
        onCopied={onCopied}
        size="icon-xs"
      />
    </div>
  );
}

export { SecretField };
export type { SecretFieldProps };
