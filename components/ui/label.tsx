"use client";

import * as React from "react";
import { clsx } from "clsx";

// A native label: radix's Label adds only the double-click guard below, and about 1 kB of script to
// every page with a field. Classes are joined without tailwind-merge: callers may add classes but not
// override these (a different weight goes on the text inside).
// `required` adds the visible mark of a required field. It stays out of the field's accessible name:
// the field itself says it is required (`required` or `aria-required`), and a screen reader would
// otherwise read "Nombre asterisco".
function Label({ className, onMouseDown, required = false, children, ...props }: React.ComponentProps<"label"> & { required?: boolean }) {
  return (
    <label
      data-slot="label"
      className={clsx(
        "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // As radix's Label: a double click does not select the label's text.
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    >
      {children}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

/** The visible mark of a required field, for a label or a legend: out of the accessible name. */
function RequiredMark() {
  return (
    <span aria-hidden="true" data-slot="required-mark" className="text-destructive">
      *
    </span>
  );
}

export { Label, RequiredMark };
