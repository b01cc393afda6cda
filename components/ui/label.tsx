"use client";

import * as React from "react";
import { Label as LabelPrimitive } from "radix-ui";

import { clsx } from "clsx";

// Classes joined without tailwind-merge, so the sign-in page does not ship it: callers may add
// classes but not override these (a different weight goes on the text inside).
function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={clsx(
        "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
