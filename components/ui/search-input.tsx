"use client";

import type { ComponentProps } from "react";
import { clsx } from "clsx";
import { Search } from "lucide-react";
import { Input } from "./input";

/** A search field with the magnifier inside its left end; `boxClassName` sizes the box around both. */
export function SearchInput({ className, boxClassName, ...props }: ComponentProps<typeof Input> & { boxClassName?: string }) {
  return (
    <div className={clsx("relative", boxClassName)}>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input type="search" className={clsx("pl-9", className)} {...props} />
    </div>
  );
}
