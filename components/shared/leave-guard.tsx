"use client";
// Asks before leaving a form with unsaved changes: the browser's own prompt on reload or close, the
// panel's confirm dialog (loaded on first use) for links inside the panel.
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useOpenedOnce } from "@/lib/lazy/use-opened-once";
import { useLeaveGuard } from "@/lib/navigation/use-leave-guard";

const ConfirmDialog = dynamic(() => import("./confirm-dialog").then((m) => m.ConfirmDialog), { ssr: false });

export interface LeaveGuardTexts {
  title: string;
  description: string;
  stay: string;
  confirm: string;
}

interface LeaveGuardProps {
  /** Whether there is something to lose. */
  active: boolean;
  texts: LeaveGuardTexts;
  /** Called once the user chose to leave, before navigating (e.g. to stop guarding). */
  onLeave?(): void;
}

export function LeaveGuard({ active, texts, onLeave }: LeaveGuardProps) {
  const router = useRouter();
  const guard = useLeaveGuard(active);
  const used = useOpenedOnce(guard.pendingHref !== null);
  if (!used) return null;
  return (
    <ConfirmDialog
      open={guard.pendingHref !== null}
      title={texts.title}
      description={texts.description}
      cancelText={texts.stay}
      confirmText={texts.confirm}
      variant="default"
      onCancel={guard.clearPending}
      onConfirm={() => {
        const href = guard.pendingHref;
        guard.clearPending();
        if (!href) return;
        onLeave?.();
        router.push(href);
      }}
    />
  );
}
