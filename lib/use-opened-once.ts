import { useState } from "react";

/**
 * True from the first time `open` is true on: a lazily loaded dialog is mounted (and its code
 * fetched) only when first opened, then stays mounted so it can animate closed and open again.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived state, set during render (React's documented pattern for it).
  if (open && !opened) setOpened(true);
  return opened || open;
}
