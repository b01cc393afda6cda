"use client";

import * as React from "react";

type AutoFocusHandler = (event: Event) => void;

/**
 * Radix returns focus only to its own Trigger; our dialogs open from state set by any button (often
 * loaded lazily), so without this Escape leaves focus on the page body. Remembers what had focus when
 * the content opened and gives focus back to it on close, unless the caller handled it.
 */
export function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
