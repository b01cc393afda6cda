"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";
import type { LazySelectProps } from "./lazy-select";

/** LazySelect's real select, loaded on first use and opened at once. */
export function LazySelectRadix({ value, onValueChange, options, placeholder, id, className, size, ...rest }: LazySelectProps) {
  return (
    // An empty value is "nothing chosen" to radix only as undefined (it shows the placeholder).
    <Select value={value || undefined} onValueChange={onValueChange} defaultOpen>
      <SelectTrigger id={id} aria-labelledby={rest["aria-labelledby"]} className={className} size={size}>
        <SelectValue placeholder={placeholder} />
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
