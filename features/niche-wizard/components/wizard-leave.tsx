"use client";
// Leaving the wizard: the panel's dialog when Back goes past step 1, the leave guard for links, reload
// and the session's end. Once the run has started, leaving loses nothing: the automation goes on and
// the popover follows it.
import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { LeaveGuard } from "@/components/shared/leave-guard";
import type { DraftHandle } from "@/lib/forms/use-form-draft";
import { ConfirmDialog } from "@/components/shared/lazy-dialogs";

interface WizardLeaveProps {
  /** Something would be lost. */
  dirty: boolean;
  /** Back went past step 1: ask now. */
  asked: boolean;
  running: boolean;
  draft: DraftHandle;
  onStay(): void;
  /** The user chose to leave: stop following the run, if any. */
  onLeave(): void;
}

export function WizardLeave({ dirty, asked, running, draft, onStay, onLeave }: WizardLeaveProps) {
  const t = useTranslations("wizard.leave");
  const router = useRouter();
  const texts = running
    ? { title: t("runningTitle"), description: t("runningDescription"), stay: t("runningStay"), confirm: t("confirm") }
    : { title: t("title"), description: t("description"), stay: t("stay"), confirm: t("confirm") };
  const [exiting, setExiting] = useState(false);
  // Goes back once the guard is off, so the browser's own prompt does not ask a second time.
  useEffect(() => {
    if (!exiting) return;
    const navigation = (window as { navigation?: { canGoBack?: boolean } }).navigation;
    if (navigation?.canGoBack === false) router.push("/niches");
    else window.history.back();
  }, [exiting, router]);

  return (
    <>
      {asked ? (
        <ConfirmDialog
          open
          title={texts.title}
          description={texts.description}
          cancelText={texts.stay}
          confirmText={texts.confirm}
          variant="default"
          onCancel={onStay}
          onConfirm={() => {
            draft.drop();
            onLeave();
            setExiting(true);
          }}
        />
      ) : null}
      <LeaveGuard active={dirty} texts={texts} onLeave={onLeave} draft={running ? undefined : draft} />
    </>
  );
}
