"use client";

import { useCallback, useEffect, useRef, type Ref, type RefCallback } from "react";

import { passRef } from "./pass-ref";
import { NOT_TYPED, readSelection, replayTyping as putText, type TextField } from "@/lib/dom/replay-typing";

/**
 * Pages are rendered on the server, so a field takes keys before React hydrates it. Hydration keeps
 * the typed text on screen but not in a controlled field's state, and the next render writes the state
 * back over it. React records what it rendered as the field's default value: a field whose value
 * differs from it at hydration was typed in, and that text is replayed as the input event React
 * missed, so the field's own onChange (state, a search) takes it. An uncontrolled field needs none of
 * this: its text stays, and react-hook-form reads it when it registers the field.
 *
 * Returns the ref to put on the field; `forwarded` (the caller's ref) still receives it.
 */
export function useTypedBeforeHydration<T extends TextField>(forwarded: Ref<T> | undefined, controlled: boolean): RefCallback<T> {
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
      if (node && !attached.current) {
        attached.current = true;
        if (controlled && !NOT_TYPED.has(node.type) && node.value !== node.defaultValue) typed.current = node.value;
      }
      field.current = node;
      return passRef(forwarded, node);
    },
    [forwarded, controlled],
  );
}

/** Puts `text` in the field as typing would, keeping the caret where the user left it. */
function replayTyping(node: TextField, text: string) {
  const focused = node.ownerDocument.activeElement === node;
  const selection = focused ? readSelection(node) : null;
  putText(node, text);
  if (selection) node.setSelectionRange(selection[0], selection[1]);
}
