"use client";

import { useCallback, useEffect, useRef, type Ref, type RefCallback } from "react";

type TextField = HTMLInputElement | HTMLTextAreaElement;

// Fields whose value is not text typed by the user.
const NOT_TYPED = new Set(["checkbox", "radio", "file", "hidden", "submit", "reset", "button", "image"]);

/**
 * Pages are rendered on the server, so a field takes keys before React hydrates it. Hydration keeps
 * the typed text on screen but not in the component's state, and the next render writes the state
 * back over it. React records what it rendered as the field's default value: a field whose value
 * differs from it at hydration was typed in, and that text is replayed as the input event React
 * missed, so the field's own onChange (state, a form library, a search) takes it.
 *
 * Returns the ref to put on the field; `forwarded` (the caller's ref) still receives it.
 */
export function useTypedBeforeHydration<T extends TextField>(forwarded: Ref<T> | undefined): RefCallback<T> {
  const field = useRef<T | null>(null);
  const typed = useRef<string | null>(null);
  const attached = useRef(false);

  useEffect(() => {
    const node = field.current;
    const text = typed.current;
    typed.current = null;
    // After this commit, as a user's event: inside it React would restore the field to the stale value.
    if (node && text !== null) queueMicrotask(() => replayTyping(node, text));
  }, []);

  return useCallback(
    (node: T | null) => {
      // Read before the caller's ref runs: a form library's ref writes its default value into the field.
      if (node && !attached.current) {
        attached.current = true;
        if (!NOT_TYPED.has(node.type) && node.value !== node.defaultValue) typed.current = node.value;
      }
      field.current = node;
      return passRef(forwarded, node);
    },
    [forwarded],
  );
}

/** Hands `node` to the caller's ref, as React would have. */
function passRef<T>(ref: Ref<T> | undefined, node: T | null): (() => void) | undefined {
  if (typeof ref === "function") {
    const cleanup = ref(node);
    return typeof cleanup === "function" ? cleanup : undefined;
  }
  if (ref) ref.current = node;
  return undefined;
}

/** Puts `text` in the field as typing would, so React's change tracking sees a change and calls onChange. */
function replayTyping(node: TextField, text: string) {
  const setNative = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(node), "value")?.set;
  if (!setNative) return;
  const focused = node.ownerDocument.activeElement === node;
  const selection = focused ? readSelection(node) : null;
  // React tracks the value through the field's own `value` property (hydration recorded the typed
  // text there); the prototype's setter changes the field without telling it.
  node.value = text === "" ? " " : "";
  setNative.call(node, text);
  node.dispatchEvent(new Event("input", { bubbles: true }));
  if (selection) node.setSelectionRange(selection[0], selection[1]);
}

function readSelection(node: TextField): [number, number] | null {
  try {
    const { selectionStart, selectionEnd } = node;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}
