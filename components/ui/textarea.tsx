"use client";

import * as React from "react";

import { cn } from "@/lib/utils";
import { useTypedBeforeHydration } from "./use-typed-before-hydration";

/** `dense`: small text below the md breakpoint too (a list pasted whole), instead of the phone's 16px. */
function Textarea({ className, dense = false, ref, ...props }: React.ComponentProps<"textarea"> & { dense?: boolean }) {
  const fieldRef = useTypedBeforeHydration(ref, props.value !== undefined);
  return (
    <textarea
      ref={fieldRef}
      data-slot="textarea"
      className={cn(
        "flex field-sizing-content min-h-16 w-full rounded-md border border-input bg-transparent px-3 py-2 shadow-xs transition-[color,box-shadow] placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm dark:bg-input/30",
        // As Input: a phone's 16px text, the example at 14px so it fits.
        dense ? "text-xs" : "text-base placeholder:text-sm",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
        className,
      )}
      {...props}
    />
  );
}

export { Textarea };
