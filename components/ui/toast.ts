// sonner's `toast.success/error/warning`, with sonner loaded on the first call: screens import this
// instead of "sonner", so no admin page carries it (nor its Toaster) until a toast is shown. The
// Toaster mounts then, and sonner hands it the toasts created before it subscribed.
import type { ExternalToast } from "sonner";
import type { ReactNode } from "react";

type Kind = "success" | "error" | "warning";

let sonner: Promise<typeof import("sonner")> | null = null;
let requested = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: ReactNode, data?: ExternalToast): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  sonner ??= import("sonner");
  void sonner.then(({ toast: sonnerToast }) => sonnerToast[kind](message, data));
}

export const toast = {
  success: (message: ReactNode, data?: ExternalToast) => show("success", message, data),
  error: (message: ReactNode, data?: ExternalToast) => show("error", message, data),
  warning: (message: ReactNode, data?: ExternalToast) => show("warning", message, data),
};

/** For the lazy Toaster: whether any toast was asked for yet, and a way to hear when it is. */
export function toastRequested(): boolean {
  return requested;
}

export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
