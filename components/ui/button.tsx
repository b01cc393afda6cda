import * as React from "react";
import { Slot } from "radix-ui";

import { cn } from "@/lib/utils";
import { buttonVariants, type ButtonVariantProps } from "./button-variants";

type ButtonProps = React.ComponentProps<"button"> &
  ButtonVariantProps & {
    asChild?: boolean;
  };

function Button({ className, variant, size, align, fill, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? "default"}
      data-size={size ?? "default"}
      // Native buttons default to type="button" so they never submit a form by accident.
      type={asChild ? type : (type ?? "button")}
      className={cn(buttonVariants({ variant, size, align, fill, className }))}
      {...props}
    />
  );
}

export { Button, buttonVariants };
export type { ButtonProps };
