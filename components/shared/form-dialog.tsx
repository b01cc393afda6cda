"use client";
// The panel's one dialog with a main action: header, body, then Cancel and the action. Confirmations
// (deletes, leaving unsaved edits) use ConfirmDialog instead.
import type { FormEvent, ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, type DialogWidth } from "@/components/ui/dialog";

export interface FormDialogProps {
  open: boolean;
  /** Cancel, Escape, the close button or a click outside; ignored while busy so a running call is never orphaned. */
  onClose(): void;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
  busy?: boolean;
  /** The main action's label; without it only the cancel button shows (a finished run). */
  actionLabel?: ReactNode;
  actionDisabled?: boolean;
  /** With it the body is a form: the action submits it, so Enter in a field does too. */
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  /** Without a form, what the action does on click. */
  onAction?(): void;
  /** Defaults to "Cancelar". */
  cancelLabel?: string;
  width?: DialogWidth;
}

export function FormDialog({
  open,
  onClose,
  title,
  description,
  children,
  busy = false,
  actionLabel,
  actionDisabled = false,
  onSubmit,
  onAction,
  cancelLabel,
  width,
}: FormDialogProps) {
  const tc = useTranslations("common");
  const body = (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => !busy && onClose()} disabled={busy}>
          {cancelLabel ?? tc("cancel")}
        </Button>
        {actionLabel ? (
          <Button type={onSubmit ? "submit" : "button"} onClick={onSubmit ? undefined : onAction} disabled={busy || actionDisabled}>
            {actionLabel}
          </Button>
        ) : null}
      </DialogFooter>
    </>
  );
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent closeLabel={tc("close")} width={width}>
        {onSubmit ? (
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            {body}
          </form>
        ) : (
          body
        )}
      </DialogContent>
    </Dialog>
  );
}
