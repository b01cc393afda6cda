"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { loadToaster, subscribeToastRequests, toastRequested } from "@/components/ui/toast";

// Loaded with the first toast (see components/ui/toast.ts), not with the page.
const Toaster = dynamic(() => loadToaster().then((m) => m.Toaster), { ssr: false });

/** The admin screens' toasts (no screen outside the admin layout shows one). */
export function AdminToaster() {
  const t = useTranslations("common");
  const wanted = useSyncExternalStore(subscribeToastRequests, toastRequested, () => false);
  return wanted ? <Toaster containerLabel={t("notifications")} closeLabel={t("close")} /> : null;
}
