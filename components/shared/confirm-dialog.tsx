"use client";
// The panel's one confirmation dialog: every delete and the "leave with unsaved changes?" guard.
import type { ReactNode } from "react";
import { AlertTriangle, Loader2 } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  /** What sits between the question and the buttons: details, a refusal, a remedy. */
  children?: ReactNode;
  /** Why the last confirm failed, said under the body so the user can try again or cancel. */
  error?: string | null;
  /** A third choice, between cancel and confirm (e.g. "reload" beside "overwrite"). */
  extraAction?: ReactNode;
  cancelText: string;
  confirmText: string;
  /** Shown on the confirm button while `busy`. */
  busyText?: string;
  busy?: boolean;
  confirmDisabled?: boolean;
  variant?: "destructive" | "default";
  onConfirm(): void;
  /** Cancel, Escape or a click outside; ignored while busy so a running call is never orphaned. */
  onCancel(): void;
}

export function ConfirmDialog({
  open,
  title,
  description,
  children,
  error,
  extraAction,
  cancelText,
  confirmText,
  busyText,
  busy = false,
  confirmDisabled = false,
  variant = "destructive",
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        {error ? (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden />
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelText}</AlertDialogCancel>
          {extraAction}
          {/* A plain button, not AlertDialogAction: the dialog stays open until the caller closes it. */}
          <Button variant={variant} onClick={onConfirm} disabled={busy || confirmDisabled}>
            {busy ? <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : null}
            {busy && busyText ? busyText : confirmText}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
