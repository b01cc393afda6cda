// sonner's `toast.success/error/warning`, with sonner and its Toaster loaded on the first call: screens
// import this instead of "sonner", so no admin page carries it until a toast is shown. The Toaster mounts
// then, and sonner hands it the toasts created before it subscribed.
import type { ExternalToast } from "sonner";
import type { ReactNode } from "react";

type Kind = "success" | "error" | "warning";

let sonner: Promise<typeof import("./toaster")> | null = null;
let requested = false;
const listeners = new Set<() => void>();

/** The Toaster and sonner's `toast`, loaded once. */
export function loadToaster(): Promise<typeof import("./toaster")> {
  return (sonner ??= import("./toaster"));
}

function show(kind: Kind, message: ReactNode, data?: ExternalToast): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void loadToaster().then(({ toast: sonnerToast }) => sonnerToast[kind](message, data));
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
