"use client";

import { useTranslations } from "next-intl";
import { formatShortDate } from "@/lib/format/date";
import type { Product } from "@/features/products/schemas";
import { hasErrors } from "@/features/products/status";

/** When a product was added and, after a failed generation, why it failed: both product cards show them. */
export function ProductCardFacts({ product }: { product: Pick<Product, "created_at" | "generation_status" | "error_message"> }) {
  const t = useTranslations("products.card");
  return (
    <>
      {product.created_at ? (
        <p className="text-xs text-muted-foreground">{t("createdOn", { date: formatShortDate(product.created_at) })}</p>
      ) : null}
      {hasErrors(product.generation_status) && product.error_message ? (
        <p className="text-xs text-destructive">{t("errorLine", { message: product.error_message })}</p>
      ) : null}
    </>
  );
}
