"use client";

import * as React from "react";
import { CheckIcon, MinusIcon } from "lucide-react";

import { cn } from "@/lib/utils";
import { useToggleInput } from "./use-toggle-input";

type CheckboxProps = Omit<React.ComponentProps<"input">, "type" | "checked" | "defaultChecked" | "onChange"> & {
  checked?: boolean | "indeterminate";
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox drawn like shadcn's: it is in the HTML and answers the keyboard and forms with no
 * script, so a list of cards does not load a state machine per box. A press before hydration is kept
 * (see useToggleInput). In forced colours the box's fill is the page's, so the mark takes the text colour.
 */
function Checkbox({ className, checked, onCheckedChange, ref, ...props }: CheckboxProps) {
  const indeterminate = checked === "indeterminate";
  const setRef = useToggleInput(ref, onCheckedChange, indeterminate);
  return (
    <span data-slot="checkbox" className={cn("inline-grid size-4 shrink-0 place-items-center", className)}>
      <input
        ref={setRef}
        type="checkbox"
        checked={checked === true}
        onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
        className={cn(
          "peer col-start-1 row-start-1 size-4 cursor-pointer appearance-none rounded-[4px] border border-input shadow-xs transition-shadow disabled:cursor-not-allowed disabled:opacity-50 dark:bg-input/30",
          "checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
        )}
        {...props}
      />
      <CheckIcon
        aria-hidden
        className="pointer-events-none col-start-1 row-start-1 hidden size-3.5 text-primary-foreground peer-checked:block peer-indeterminate:hidden forced-colors:text-[CanvasText]"
      />
      <MinusIcon
        aria-hidden
        className="pointer-events-none col-start-1 row-start-1 hidden size-3.5 text-primary-foreground peer-indeterminate:block forced-colors:text-[CanvasText]"
      />
    </span>
  );
}

export { Checkbox };
