import * as React from "react";
import { passRef } from "./pass-ref";

/**
 * The ref for a native checkbox input (a checkbox or a switch): it hands the caller's ref the input,
 * sets "indeterminate" (the one state HTML cannot say in markup), and hands over a press made before
 * hydration. Hydration keeps such a press on screen but not in the state, and React may put the rendered
 * state back: after the first commit the press reaches `onCheckedChange`, as the change React missed or
 * as the click it undid.
 */
export function useToggleInput(
  ref: React.Ref<HTMLInputElement> | undefined,
  onCheckedChange: ((checked: boolean) => void) | undefined,
  indeterminate = false,
) {
  const input = React.useRef<HTMLInputElement | null>(null);
  const pressedEarly = React.useRef<boolean | null>(null);
  React.useEffect(() => {
    const node = input.current;
    if (!node || !pressedEarly.current) return;
    const pressed = !node.defaultChecked;
    queueMicrotask(() => (node.checked === pressed ? onCheckedChange?.(pressed) : node.click()));
    // Only the first commit: a press later is an ordinary change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return React.useCallback(
    (node: HTMLInputElement | null) => {
      if (node) {
        // Hydration leaves the box as the user left it and sets defaultChecked to the rendered state.
        pressedEarly.current ??= node.checked !== node.defaultChecked;
        node.indeterminate = indeterminate;
      }
      input.current = node;
      return passRef(ref, node);
    },
    [indeterminate, ref],
  );
}
