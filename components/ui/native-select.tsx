"use client";

import * as React from "react";
import { ChevronDownIcon } from "lucide-react";

import { cn } from "@/lib/utils";
import { passRef } from "./pass-ref";

type NativeSelectProps = Omit<React.ComponentProps<"select">, "value" | "defaultValue" | "onChange" | "size" | "multiple"> & {
  value: string;
  onValueChange: (value: string) => void;
  /** Shown, and not choosable again, while `value` is empty. */
  placeholder?: string;
  size?: "sm" | "default";
};

/**
 * A `<select>` drawn like shadcn's select. It is in the HTML and works with no script (the browser's
 * own list, the phone's picker), so no select code loads with a page. `className` sizes the box.
 */
function NativeSelect({ className, value, onValueChange, placeholder, size = "default", ref, children, ...props }: NativeSelectProps) {
  const attached = React.useRef(false);
  const rendered = React.useRef(value);
  const chosenEarly = React.useRef<string | null>(null);
  React.useEffect(() => {
    // A choice made before hydration: hydration keeps it on screen but not in the state, and the next
    // render would put the rendered value back. It is handed over as the change React missed, once this
    // commit's effects have all run (the router's too, so a choice that writes the URL is followed).
    const chosen = chosenEarly.current;
    if (chosen !== null) queueMicrotask(() => onValueChange(chosen));
    // Only the first commit: a choice later is an ordinary change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const setRef = React.useCallback(
    (select: HTMLSelectElement | null) => {
      // Hydration leaves the select as the user left it; a select React creates shows `value`.
      if (select && !attached.current) {
        attached.current = true;
        if (select.value !== rendered.current) chosenEarly.current = select.value;
      }
      return passRef(ref, select);
    },
    [ref],
  );
  return (
    <div data-slot="native-select" className={cn("relative w-fit has-[select:disabled]:opacity-50", className)}>
      <select
        ref={setRef}
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        data-size={size}
        className={cn(
          "h-9 w-full min-w-0 cursor-pointer appearance-none truncate rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-sm shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed data-[size=sm]:h-8 dark:bg-input/30 dark:hover:bg-input/50",
          "[&_option]:bg-popover [&_option]:text-popover-foreground",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
          value === "" && placeholder ? "text-muted-foreground" : undefined,
        )}
        {...props}
      >
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground forced-colors:text-[CanvasText]"
      />
    </div>
  );
}

export { NativeSelect };
