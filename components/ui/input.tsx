"use client";

import * as React from "react";

import { clsx } from "clsx";
import { useTypedBeforeHydration } from "./use-typed-before-hydration";

// Classes joined without tailwind-merge, so the sign-in page does not ship it: callers only add
// classes or set one side's padding (pl-*, pr-*), which Tailwind orders after the px-3 shorthand.
// A phone's 16px text keeps the browser from zooming into the field; the example in it (the
// placeholder) stays at the desktop's 14px, so it fits a 390px screen whole.
function Input({ className, type, ref, ...props }: React.ComponentProps<"input">) {
  const fieldRef = useTypedBeforeHydration(ref, props.value !== undefined);
  return (
    <input
      ref={fieldRef}
      type={type}
      data-slot="input"
      className={clsx(
        "flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] selection:bg-primary selection:text-primary-foreground file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground placeholder:text-sm placeholder:text-muted-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm dark:bg-input/30",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
        className,
      )}
      {...props}
    />
  );
}

export { Input };
