"use client";

import { useTranslations } from "next-intl";
import type { Product } from "@/features/products/schemas";
import { hasErrors } from "@/features/products/status";
import { ProductFacts } from "./product-facts";

/** The product's facts and, after a failed generation, why it failed: both product cards show them. */
export function ProductCardFacts({ product }: { product: Product }) {
  const t = useTranslations("products.card");
  return (
    <>
      <ProductFacts product={product} />
      {hasErrors(product.generation_status) && product.error_message ? (
        <p className="text-xs text-destructive">{t("errorLine", { message: product.error_message })}</p>
      ) : null}
    </>
  );
}
