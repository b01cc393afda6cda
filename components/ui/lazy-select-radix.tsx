"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";
import type { LazySelectProps } from "./lazy-select";

/** LazySelect's real select, loaded on first use and opened at once. */
export function LazySelectRadix({ value, onValueChange, options, id, className, ...rest }: LazySelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen>
      <SelectTrigger id={id} aria-labelledby={rest["aria-labelledby"]} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
