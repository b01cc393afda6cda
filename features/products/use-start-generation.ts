"use client";
// 'Generar' and 'Regenerar' (product lists and content viewer): trigger-generation with its toasts,
// and which products are being started.
import { useCallback, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/http/api-error";
import { triggerGeneration } from "./trigger-generation";

type ProductId = number | string;

interface StartGenerationOptions {
  /** After the upstream accepted the start. */
  onStarted?: () => void;
  /** After the call ended, accepted or not. */
  onSettled?: () => void;
}

export function useStartGeneration({ onStarted, onSettled }: StartGenerationOptions = {}) {
  const t = useTranslations("products.generate");
  const [starting, setStarting] = useState<ReadonlySet<ProductId>>(new Set());
  const start = useCallback(
    async (product: { id: ProductId }) => {
      setStarting((prev) => new Set(prev).add(product.id));
      try {
        await triggerGeneration(product.id);
        toast.success(t("success"));
        onStarted?.();
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
    [t, onStarted, onSettled],
  );
  return { starting, start };
}
