import * as React from "react";

import { cn } from "@/lib/utils";

function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(
        "animate-pulse rounded-md bg-accent motion-reduce:animate-none high-contrast:bg-muted-foreground/25",
        className,
      )}
      {...props}
    />
  );
}

export { Skeleton };
