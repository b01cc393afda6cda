"use client";

import { memo, type ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/utils";
import type { Niche } from "@/lib/niches/schemas";

type NicheNativeSelectProps = Omit<ComponentProps<"select">, "onChange" | "children"> & {
  niches: readonly Pick<Niche, "id" | "name" | "slug">[];
  /** Which niche field is each option's value. */
  valueField: "slug" | "id";
  /** The first option (value "" or "all"). */
  firstOption: { value: string; label: string };
  onValueChange: (value: string) => void;
};

/**
 * A native select: there may be thousands of niches, and a native list renders them at no cost
 * (a Radix select keeps every item mounted and re-renders them all on each keystroke of a sibling).
 */
export const NicheNativeSelect = memo(function NicheNativeSelect({
  niches,
  valueField,
  firstOption,
  onValueChange,
  className,
  ...props
}: NicheNativeSelectProps) {
  return (
    <div className="relative">
      <select
        className={cn(
          "h-9 w-full appearance-none rounded-md border border-input bg-transparent py-2 pr-8 pl-3 text-sm shadow-xs transition-[color,box-shadow] dark:bg-input/30",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50",
          "aria-invalid:border-destructive [&>option]:bg-popover [&>option]:text-popover-foreground",
          className,
        )}
        onChange={(e) => onValueChange(e.target.value)}
        {...props}
      >
        <option value={firstOption.value}>{firstOption.label}</option>
        {niches.map((n) => (
          <option key={n.id} value={String(n[valueField])}>
            {n.name}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-2.5 right-2.5 size-4 text-muted-foreground" />
    </div>
  );
});
