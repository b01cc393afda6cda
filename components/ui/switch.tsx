"use client";

import * as React from "react";

import { cn } from "@/lib/utils";
import { useToggleInput } from "./use-toggle-input";

type SwitchProps = Omit<React.ComponentProps<"input">, "type" | "role" | "checked" | "defaultChecked" | "onChange"> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox with the switch role, drawn like shadcn's: it works from the HTML on, with the keyboard
 * and a `<label>`, and a press before hydration is kept (see useToggleInput). In forced colours the track
 * and thumb take system colours, so on and off stay apart.
 */
function Switch({ className, checked, onCheckedChange, ref, ...props }: SwitchProps) {
  const setRef = useToggleInput(ref, onCheckedChange);
  return (
    <span data-slot="switch" className={cn("inline-grid h-[1.15rem] w-8 shrink-0 items-center", className)}>
      <input
        ref={setRef}
        type="checkbox"
        role="switch"
        checked={checked === true}
        onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
        className={cn(
          "peer col-start-1 row-start-1 size-full cursor-pointer appearance-none rounded-full border border-transparent bg-input shadow-xs transition-all checked:bg-primary disabled:cursor-not-allowed disabled:opacity-50",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
          "forced-colors:border-[CanvasText] forced-colors:bg-[Canvas] forced-colors:checked:bg-[Highlight] forced-colors:forced-color-adjust-none",
        )}
        {...props}
      />
      <span
        aria-hidden
        data-slot="switch-thumb"
        className={cn(
          "pointer-events-none col-start-1 row-start-1 ml-px block size-4 rounded-full bg-background ring-0 transition-transform peer-checked:translate-x-[calc(100%-2px)]",
          "dark:bg-foreground dark:peer-checked:bg-primary-foreground",
          "forced-colors:bg-[CanvasText] forced-colors:forced-color-adjust-none forced-colors:peer-checked:bg-[HighlightText]",
        )}
      />
    </span>
  );
}

export { Switch };
