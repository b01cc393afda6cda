import * as React from "react";
import { Loader2Icon } from "lucide-react";

import { cn } from "@/lib/utils";

const SIZES = { sm: "size-4", md: "size-5", lg: "size-6" };

type SpinnerProps = Omit<React.ComponentProps<"svg">, "aria-label" | "role"> & {
  /** Accessible name announced by assistive technology (e.g. a translated "Loading"). */
  label: string;
  size?: keyof typeof SIZES;
};

function Spinner({ className, label, size = "sm", ...props }: SpinnerProps) {
  return (
    <Loader2Icon
      data-slot="spinner"
      role="status"
      aria-label={label}
      className={cn(SIZES[size], "animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]", className)}
      {...props}
    />
  );
}

export { Spinner };
export type { SpinnerProps };
