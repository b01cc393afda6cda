"use client";
// Starts a content generation from the viewer, with its toasts; the caller then watches it run.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/http/api-error";
import { triggerRegeneration } from "@/lib/product-content/api";

export function useRegenerate(productId: string, onStarted: () => void) {
  const t = useTranslations("productContent");
  const [sending, setSending] = useState(false);
  const regenerate = async () => {
    setSending(true);
    try {
      await triggerRegeneration(productId);
      toast.success(t("bottom.regenerateStarted"));
      onStarted();
    } catch (error) {
      toast.error(errorMessage(error, t("bottom.regenerateError")));
    } finally {
      setSending(false);
    }
  };
  return { sending, regenerate };
}
