"use client";
// Says that the form holds changes kept when the session ended, put back after signing in again.
import { useTranslations } from "next-intl";
import { History } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

export function DraftRestoredNotice() {
  const t = useTranslations("common.draftRestored");
  return (
    <Alert role="status">
      <History aria-hidden />
      <AlertTitle clamp={false}>{t("title")}</AlertTitle>
      <AlertDescription>{t("description")}</AlertDescription>
    </Alert>
  );
}
