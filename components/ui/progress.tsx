"use client";

import * as React from "react";
import { Progress as ProgressPrimitive } from "radix-ui";

import { cn } from "@/lib/utils";

type ProgressProps = React.ComponentProps<typeof ProgressPrimitive.Root> & {
  /** The filled bar's classes, its colour included, e.g. "bg-success" (instead of the default bg-primary). */
  indicatorClassName?: string;
};

function Progress({ className, indicatorClassName, value, max = 100, ...props }: ProgressProps) {
  const safeMax = max > 0 ? max : 100;
  const percent = value == null ? 0 : Math.min(100, Math.max(0, (value / safeMax) * 100));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      max={max}
      className={cn(
        "relative h-2 w-full overflow-hidden rounded-full bg-muted-foreground/20 high-contrast:border high-contrast:border-border",
        className,
      )}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn("h-full w-full flex-1 transition-all", indicatorClassName ?? "bg-primary")}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress };
export type { ProgressProps };
