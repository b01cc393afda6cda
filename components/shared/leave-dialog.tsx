"use client";
// The panel's own "leave with unsaved changes?" confirmation (the browser's prompt only on reload or close).
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

export interface LeaveDialogTexts {
  title: string;
  description: string;
  stay: string;
  confirm: string;
}

interface LeaveDialogProps {
  open: boolean;
  texts: LeaveDialogTexts;
  onStay(): void;
  onLeave(): void;
}

export function LeaveDialog({ open, texts, onStay, onLeave }: LeaveDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{texts.title}</AlertDialogTitle>
          <AlertDialogDescription>{texts.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{texts.stay}</AlertDialogCancel>
          <AlertDialogAction onClick={onLeave}>{texts.confirm}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
