"use client";

import { AlertCircle, X } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

interface LoginFailureProps {
  title: string;
  message: string;
  dismissLabel: string;
  onDismiss: () => void;
}

/** Why the sign-in failed, with a button that dismisses it. */
export default function LoginFailure({ title, message, dismissLabel, onDismiss }: LoginFailureProps) {
  return (
    <Alert variant="destructive" className="pr-10">
      <AlertCircle aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={dismissLabel}
        className="absolute top-2 right-2 rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X aria-hidden className="size-4" />
      </button>
    </Alert>
  );
}
