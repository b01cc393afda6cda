"use client";

import { Suspense, useState, type KeyboardEvent, type ReactNode } from "react";

/** What the stand-in trigger needs so that a click or ArrowDown asks for the real menu. */
export interface LazyMenuTriggerProps {
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  "aria-haspopup": "menu";
  "aria-expanded": false;
}

interface LazyMenuProps {
  /** The trigger as shown until the menu's code is loaded (same look as the real one). */
  renderTrigger: (props: LazyMenuTriggerProps) => ReactNode;
  /** The real menu, a React.lazy component rendered open (`defaultOpen`) once asked for. */
  children: ReactNode;
}

/**
 * A dropdown menu whose radix code (menu, popper, focus and scroll handling) loads on first use:
 * card grids and table rows render only a plain button, and the stand-in stays while the code loads.
 */
export function LazyMenu({ renderTrigger, children }: LazyMenuProps) {
  const [used, setUsed] = useState(false);
  const trigger: LazyMenuTriggerProps = {
    onClick: () => setUsed(true),
    onKeyDown: (event) => {
      // Enter and Space already click; radix also opens on the arrow keys.
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        setUsed(true);
      }
    },
    "aria-haspopup": "menu",
    "aria-expanded": false,
  };
  if (!used) return renderTrigger(trigger);
  return <Suspense fallback={renderTrigger(trigger)}>{children}</Suspense>;
}
