"use client";

import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";

/** Toast after a copy attempt: '{label} copiado al portapapeles' or 'Error al copiar al portapapeles'. */
export function useCopyToast() {
  const tc = useTranslations("common");
  return useCallback(
    (label: string) => (ok: boolean) => {
      if (ok) toast.success(tc("copySuccess", { label }));
      else toast.error(tc("copyError"));
    },
    [tc],
  );
}
