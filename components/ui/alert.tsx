import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

// Tinted variants: text-{tone} on a 10% {tone} tint keeps >= 4.5:1 in light, dark and
// high-contrast (checked against the tokens in app/globals.css); descriptions use the
// foreground colour for maximum legibility.
const alertVariants = cva(
  "relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current",
  {
    variants: {
      variant: {
        default: "bg-card text-card-foreground",
        destructive:
          "border-destructive/50 bg-destructive/10 text-destructive *:data-[slot=alert-description]:text-foreground",
        warning:
          "border-warning/50 bg-warning/10 text-warning *:data-[slot=alert-description]:text-foreground",
        success:
          "border-success/50 bg-success/10 text-success *:data-[slot=alert-description]:text-foreground",
      },
    },
    defaultVariants: {
      variant: "default",
    },
  },
);

function Alert({
  className,
  variant,
  role = "alert",
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return (
    <div
      data-slot="alert"
      data-variant={variant ?? "default"}
      role={role}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

/** `clamp={false}` shows a long title whole instead of cutting it to one line. */
function AlertTitle({ className, clamp = true, ...props }: React.ComponentProps<"div"> & { clamp?: boolean }) {
  return (
    <div
      data-slot="alert-title"
      className={cn("col-start-2 min-h-4 font-medium tracking-tight", clamp && "line-clamp-1", className)}
      {...props}
    />
  );
}

// `custom`: the caller lays out the description's children (its display and gap).
const DESCRIPTION_LAYOUT = { grid: "grid justify-items-start gap-1", custom: "" };

function AlertDescription({
  className,
  layout = "grid",
  ...props
}: React.ComponentProps<"div"> & { layout?: keyof typeof DESCRIPTION_LAYOUT }) {
  return (
    <div
      data-slot="alert-description"
      className={cn(
        "col-start-2 text-sm text-muted-foreground [&_p]:leading-relaxed",
        DESCRIPTION_LAYOUT[layout],
        className,
      )}
      {...props}
    />
  );
}

export { Alert, AlertTitle, AlertDescription, alertVariants };
