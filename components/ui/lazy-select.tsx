"use client";

import dynamic from "next/dynamic";
import { Suspense, useId, useState, type KeyboardEvent } from "react";
import { ChevronDownIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { SELECT_TRIGGER_CLASSES } from "./select-trigger-classes";

export interface LazySelectOption {
  value: string;
  label: string;
}

export interface LazySelectProps {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly LazySelectOption[];
  /** Shown while no option is chosen (`value` empty). */
  placeholder?: string;
  /** Put on the trigger (stand-in and real): id, aria-labelledby, className. */
  id?: string;
  "aria-labelledby"?: string;
  className?: string;
  size?: "sm" | "default";
}

const RadixSelect = dynamic(() => import("./lazy-select-radix").then((m) => m.LazySelectRadix));

const OPEN_KEYS = new Set(["ArrowDown", "ArrowUp", "Enter", " "]);

/**
 * A select whose radix code (select, popper, focus and scroll handling) loads on first use: until
 * then a button that looks and reads the same (a combobox with the chosen option) stands in for it.
 */
export function LazySelect(props: LazySelectProps) {
  const { value, options, placeholder, id, className, size = "default" } = props;
  const chosen = options.find((option) => option.value === value);
  const [used, setUsed] = useState(false);
  // Like radix's closed trigger, it names a listbox that is only rendered once open.
  const listboxId = useId();
  const standIn = (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-controls={listboxId}
      aria-autocomplete="none"
      aria-labelledby={props["aria-labelledby"]}
      id={id}
      data-slot="select-trigger"
      data-size={size}
      data-placeholder={chosen ? undefined : ""}
      className={cn(SELECT_TRIGGER_CLASSES, className)}
      onClick={() => setUsed(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        setUsed(true);
      }}
    >
      <span data-slot="select-value">{chosen ? chosen.label : placeholder}</span>
      <ChevronDownIcon aria-hidden className="size-4" />
    </button>
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RadixSelect {...props} />
    </Suspense>
  );
}
