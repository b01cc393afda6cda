"use client";
// Asks before leaving a form with unsaved changes: the browser's own prompt on reload or close, the
// panel's confirm dialog (loaded on first use) for links inside the panel and the browser's Back and Forward.
// When the session ends meanwhile, the form's draft is kept and the panel offers to sign in again (the
// newest form does, when a dialog's form sits over a page's).
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import type { DraftHandle } from "@/lib/forms/use-form-draft";
import { useOpenedOnce } from "@/lib/use-opened-once";
import { useLeaveGuard } from "@/lib/navigation/use-leave-guard";
import { holdSessionEnd, onSessionRenewed } from "@/lib/session/session-end";
import { ConfirmDialog, SessionEnded } from "./lazy-dialogs";

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
  /** The form's values, kept when the session ends so signing in again brings them back. */
  draft?: DraftHandle;
}

interface Ended {
  signIn(): void;
  asking: boolean;
}

export function LeaveGuard({ active, texts, onLeave, draft }: LeaveGuardProps) {
  const t = useTranslations("common.leaveForm");
  const guard = useLeaveGuard(active);
  const used = useOpenedOnce(guard.asking);
  const [ended, setEnded] = useState<Ended | null>(null);
  const latestDraft = useRef(draft);
  const latestGuard = useRef(guard);
  useEffect(() => {
    latestDraft.current = draft;
    latestGuard.current = guard;
  });

  useEffect(() => {
    if (!active) return;
    let kept = false;
    const stopHolding = holdSessionEnd(
      (signIn, asks) => {
        latestDraft.current?.keep();
        kept = true;
        // A form under the dialog that asks keeps its draft and says nothing of its own.
        if (asks) setEnded({ signIn, asking: true });
      },
      () => {
        // What was typed since the session ended goes with the draft. The user chose to go: no browser prompt.
        latestDraft.current?.keep();
        latestGuard.current.release();
      },
    );
    // Signed in again in another tab: saving works again here, and the draft kept for the sign-in is not needed.
    const stopWatching = onSessionRenewed(() => {
      if (!kept) return;
      kept = false;
      latestDraft.current?.drop();
      setEnded(null);
    });
    return () => {
      stopHolding();
      stopWatching();
    };
  }, [active]);

  return (
    <>
      {used ? (
        <ConfirmDialog
          open={guard.asking}
          title={texts?.title ?? t("title")}
          description={texts?.description ?? t("description")}
          cancelText={texts?.stay ?? t("stay")}
          confirmText={texts?.confirm ?? t("confirm")}
          variant="default"
          onCancel={guard.stay}
          onConfirm={() =>
            guard.leave(() => {
              draft?.drop();
              onLeave?.();
            })
          }
        />
      ) : null}
      {ended ? (
        <SessionEnded
          asking={ended.asking}
          kept={draft !== undefined}
          onStay={() => setEnded({ ...ended, asking: false })}
          onSignIn={ended.signIn}
        />
      ) : null}
    </>
  );
}
