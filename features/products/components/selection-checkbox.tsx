"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import { useIdle } from "@/lib/lazy/use-idle";

type CheckboxProps = ComponentProps<typeof import("@/components/ui/checkbox").Checkbox>;

const loadCheckbox = () => import("@/components/ui/checkbox");
const Checkbox = lazy(() => loadCheckbox().then((m) => ({ default: m.Checkbox })));

/**
 * A card's or the list's selection checkbox. Nothing is selected when a list opens, so the box (radix,
 * with its state machinery) loads once the page is idle; until then a disabled box of the same size
 * and name holds its place.
 */
export function SelectionCheckbox(props: CheckboxProps) {
  const idle = useIdle();
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
  if (!idle) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Checkbox {...props} />
    </Suspense>
  );
}
