import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

// success / warning / info use the tone as text colour on a 10% tint of itself: >= 4.9:1 in
// light, dark and high-contrast with the current tokens. (White text on the solid tones fails
// in dark mode, where the tones are light.)
// A badge never grows past its container: a long text inside wraps (`whitespace-normal`) or is cut by a
// `truncate` span of its own, since a flex box's bare text cannot end in an ellipsis.
// Only badges that are links animate: a static badge whose card is reused for another item in a
// virtual grid would otherwise fade its colour on every keystroke of a filter.
const badgeVariants = cva(
  "inline-flex w-fit max-w-full shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5 text-xs font-medium [a&]:transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 [&>svg]:pointer-events-none [&>svg]:size-3",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary/90",
        secondary:
          "border-transparent bg-secondary text-secondary-foreground high-contrast:border-border [a&]:hover:bg-secondary/90",
        outline: "text-foreground [a&]:hover:bg-accent [a&]:hover:text-accent-foreground",
        destructive:
          "border-transparent bg-destructive text-destructive-foreground [a&]:hover:bg-destructive/90",
        success: "border-success/30 bg-success/10 text-success",
        warning: "border-warning/30 bg-warning/10 text-warning",
        info: "border-info/30 bg-info/10 text-info",
        "destructive-outline": "border-destructive/50 text-destructive [a&]:hover:bg-accent [a&]:hover:text-accent-foreground",
      },
      /** A long text wraps inside the badge instead of keeping one line. */
      wrap: {
        false: "whitespace-nowrap",
        true: "whitespace-normal",
      },
    },
    defaultVariants: {
      variant: "default",
      wrap: false,
    },
  },
);

type BadgeProps = React.ComponentProps<"span"> &
  VariantProps<typeof badgeVariants> & { asChild?: boolean };

function Badge({ className, variant, wrap, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : "span";
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? "default"}
      className={cn(badgeVariants({ variant, wrap }), className)}
      {...props}
    />
  );
}

export { Badge, badgeVariants };
export type { BadgeProps };
