import type { Ref } from "react";

/** Hands `node` to the caller's ref, as React would have. */
export function passRef<T>(ref: Ref<T> | undefined, node: T | null): (() => void) | undefined {
  if (typeof ref === "function") {
    const cleanup = ref(node);
    return typeof cleanup === "function" ? cleanup : undefined;
  }
  if (ref) ref.current = node;
  return undefined;
}
