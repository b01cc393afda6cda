"use client";

import * as React from "react";
import { CheckIcon, CopyIcon } from "lucide-react";

import { cn } from "@/lib/utils";
import { Button, type ButtonProps } from "@/components/ui/button";

const COPIED_RESET_MS = 2000;

type CopyButtonProps = Omit<ButtonProps, "value" | "children" | "asChild" | "aria-label"> & {
  /** Text written to the clipboard, or how to read it when it is not at hand (a secret asked for on click). */
  value: string | (() => Promise<string>);
  /** Accessible name of the button (e.g. a translated "Copy API key"). */
  label: string;
  /** Accessible name while the check icon is shown (e.g. a translated "Copied"). */
  copiedLabel: string;
  /** Called after every attempt so the feature can toast; `false` if the clipboard failed. */
  onCopied?: (ok: boolean) => void;
};

function CopyButton({
  value,
  label,
  copiedLabel,
  onCopied,
  onClick,
  className,
  variant = "ghost",
  size = "icon",
  ...props
}: CopyButtonProps) {
  const [copied, setCopied] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | null>(null);

  React.useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function handleClick(event: React.MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (event.defaultPrevented) return;
    let ok = false;
    try {
      if (typeof navigator !== "undefined" && navigator.clipboard) {
        await navigator.clipboard.writeText(typeof value === "string" ? value : await value());
        ok = true;
      }
    } catch {
      ok = false;
    }
    if (ok) {
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    }
    onCopied?.(ok);
  }

  return (
    <Button
      data-slot="copy-button"
      data-copied={copied || undefined}
      variant={variant}
      size={size}
      aria-label={copied ? copiedLabel : label}
      title={copied ? copiedLabel : label}
      className={cn("data-[copied]:text-success", className)}
      onClick={handleClick}
      {...props}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </Button>
  );
}

export { CopyButton };
export type { CopyButtonProps };
