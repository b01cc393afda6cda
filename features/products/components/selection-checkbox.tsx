"use client";

import dynamic from "next/dynamic";
import { Suspense, type ComponentProps } from "react";

type CheckboxProps = ComponentProps<typeof import("@/components/ui/checkbox").Checkbox>;

const Checkbox = dynamic(() => import("@/components/ui/checkbox").then((m) => m.Checkbox));

/**
 * A card's or the list's selection checkbox. Nothing is selected when a list opens, so the box (radix,
 * with its state machinery) loads apart; until it is live a disabled box of the same size and name
 * holds its place.
 */
export function SelectionCheckbox(props: CheckboxProps) {
  const checked = props.checked === true ? "true" : props.checked === "indeterminate" ? "mixed" : "false";
  const placeholder = (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      aria-label={props["aria-label"]}
      id={props.id}
      disabled
      data-slot="checkbox"
      className="peer size-4 shrink-0 cursor-wait rounded-[4px] border border-input shadow-xs dark:bg-input/30"
    />
  );
  return (
    <Suspense fallback={placeholder}>
      <Checkbox {...props} />
    </Suspense>
  );
}
