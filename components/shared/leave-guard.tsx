"use client";
// Asks before leaving a form with unsaved changes: the browser's own prompt on reload or close, the
// panel's confirm dialog (loaded on first use) for links inside the panel and the browser's Back and Forward.
import { clientOnly } from "@/lib/lazy/client-only";
import { useTranslations } from "next-intl";
import { useOpenedOnce } from "@/lib/lazy/use-opened-once";
import { useLeaveGuard } from "@/lib/navigation/use-leave-guard";

const ConfirmDialog = clientOnly(() => import("./confirm-dialog").then((m) => m.ConfirmDialog));

export interface LeaveGuardTexts {
  title: string;
  description: string;
  stay: string;
  confirm: string;
}

interface LeaveGuardProps {
  /** Whether there is something to lose. */
  active: boolean;
  /** The dialog's texts; a form's unsaved changes by default. */
  texts?: LeaveGuardTexts;
  /** Called once the user chose to leave, before navigating (e.g. to stop guarding). */
  onLeave?(): void;
}

export function LeaveGuard({ active, texts, onLeave }: LeaveGuardProps) {
  const t = useTranslations("common.leaveForm");
  const guard = useLeaveGuard(active);
  const used = useOpenedOnce(guard.asking);
  if (!used) return null;
  return (
    <ConfirmDialog
      open={guard.asking}
      title={texts?.title ?? t("title")}
      description={texts?.description ?? t("description")}
      cancelText={texts?.stay ?? t("stay")}
      confirmText={texts?.confirm ?? t("confirm")}
      variant="default"
      onCancel={guard.stay}
      onConfirm={() => guard.leave(onLeave)}
    />
  );
}
