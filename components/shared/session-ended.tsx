"use client";
// The session ended while a form held unsaved work: the panel says so in its own words (never the
// browser's leave prompt), offers to sign in again and, if the user stays, keeps saying how to go on.
import { useTranslations } from "next-intl";
import { LogIn } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "./confirm-dialog";

interface SessionEndedProps {
  /** The dialog is open; closed, the notice stays on screen. */
  asking: boolean;
  /** The form's values are kept for when the user signs in again. */
  kept: boolean;
  onStay(): void;
  onSignIn(): void;
}

export function SessionEnded({ asking, kept, onStay, onSignIn }: SessionEndedProps) {
  const t = useTranslations("common.sessionEnded");
  return (
    <>
      <ConfirmDialog
        open={asking}
        title={t("title")}
        description={kept ? t("kept") : t("notKept")}
        cancelText={t("stay")}
        confirmText={t("signIn")}
        variant="default"
        onCancel={onStay}
        onConfirm={onSignIn}
      />
      {asking ? null : (
        // Over the form, where the user is: the form's own alerts may be out of view.
        <div className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-2xl shadow-lg">
          <Alert>
            <LogIn aria-hidden />
            <AlertTitle clamp={false}>{t("title")}</AlertTitle>
            <AlertDescription>
              <p>{kept ? t("noticeKept") : t("noticeNotKept")}</p>
              <Button size="sm" className="mt-2" onClick={onSignIn}>
                {t("signIn")}
              </Button>
            </AlertDescription>
          </Alert>
        </div>
      )}
    </>
  );
}
