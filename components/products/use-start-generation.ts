"use client";

import { useCallback, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/http/api-error";
import { triggerGeneration } from "@/lib/products/api";
import type { Product } from "@/lib/products/schemas";

/** 'Generar': trigger-generation with its toasts, and which products are being started. */
export function useStartGeneration(onSettled?: () => void) {
  const t = useTranslations("products.generate");
  const [starting, setStarting] = useState<ReadonlySet<number>>(new Set());
  const start = useCallback(
    async (product: Product) => {
      setStarting((prev) => new Set(prev).add(product.id));
      try {
        await triggerGeneration(product.id);
        toast.success(t("success"));
      } catch (error) {
        toast.error(errorMessage(error, t("error")));
      } finally {
        setStarting((prev) => {
          const next = new Set(prev);
          next.delete(product.id);
          return next;
        });
        onSettled?.();
      }
    },
    [t, onSettled],
  );
  return { starting, start };
}
