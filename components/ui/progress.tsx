import * as React from "react";

import { cn } from "@/lib/utils";

type ProgressProps = Omit<React.ComponentProps<"div">, "role" | "children"> & {
  /** How far along, from 0 to `max`; null or absent: not known yet. */
  value?: number | null;
  max?: number;
  /** The filled bar's classes, its colour included, e.g. "bg-success" (instead of the default bg-primary). */
  indicatorClassName?: string;
};

/** shadcn's progress bar as a plain element with the progressbar role: it needs no script of its own. */
function Progress({ className, indicatorClassName, value, max = 100, ...props }: ProgressProps) {
  const safeMax = max > 0 ? max : 100;
  const known = value != null && Number.isFinite(value);
  const percent = known ? Math.min(100, Math.max(0, (value / safeMax) * 100)) : 0;
  return (
    <div
      role="progressbar"
      data-slot="progress"
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={known ? Math.min(safeMax, Math.max(0, value)) : undefined}
      aria-valuetext={known ? `${Math.round(percent)}%` : undefined}
      className={cn(
        "relative h-2 w-full overflow-hidden rounded-full bg-muted-foreground/20 high-contrast:border high-contrast:border-border",
        className,
      )}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        className={cn("h-full w-full flex-1 transition-all", indicatorClassName ?? "bg-primary")}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}

export { Progress };
export type { ProgressProps };
