"use client";
// The viewer's loading screen.
import { useTranslations } from "next-intl";
import { ReadLoading } from "@/components/shared/read-states";

export function ContentLoading() {
  const t = useTranslations("productContent");
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <ReadLoading label={t("loading")} />
    </div>
  );
}
