"use client";

import * as React from "react";
import { clsx } from "clsx";

// A native label: radix's Label adds only the double-click guard below, and about 1 kB of script to
// every page with a field. Classes are joined without tailwind-merge: callers may add classes but not
// override these (a different weight goes on the text inside).
function Label({ className, onMouseDown, ...props }: React.ComponentProps<"label">) {
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
    />
  );
}

export { Label };
