"use client";

import { useTranslations } from "next-intl";
import { Toaster } from "@/components/ui/toaster";

/** The admin screens' toasts (no screen outside the admin layout shows one). */
export function AdminToaster() {
  const t = useTranslations("common");
  return <Toaster containerLabel={t("notifications")} closeLabel={t("close")} />;
}
