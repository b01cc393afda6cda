"use client";

import { useSyncExternalStore } from "react";
import { clientOnly } from "@/lib/lazy/client-only";
import { useTranslations } from "next-intl";
import { subscribeToastRequests, toastRequested } from "@/components/ui/toast";

// Loaded with the first toast (see components/ui/toast.ts), not with the page.
const Toaster = clientOnly(() => import("@/components/ui/toaster").then((m) => m.Toaster));

/** The admin screens' toasts (no screen outside the admin layout shows one). */
export function AdminToaster() {
  const t = useTranslations("common");
  const wanted = useSyncExternalStore(subscribeToastRequests, toastRequested, () => false);
  return wanted ? <Toaster containerLabel={t("notifications")} closeLabel={t("close")} /> : null;
}
