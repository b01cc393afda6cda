"use client";

import { useTranslations } from "next-intl";
import { formatShortDate } from "@/lib/format/date";
import type { Product } from "@/features/products/schemas";

/**
 * The product's fields its cards and content viewer show, one line each, in the order the messages'
 * `products.facts` names them: a field is shown by giving it a line there ("{value}" is the field's value;
 * a field ending in `_at` reads as a date). An absent or empty field shows nothing.
 */
export function ProductFacts({ product }: { product: Product }) {
  const t = useTranslations("products");
  return Object.keys(t.raw("facts") as Record<string, string>).map((field) => {
    const value = String(product[field] ?? "");
    return value ? (
      <p key={field} className="text-xs text-muted-foreground">
        {t(`facts.${field}`, { value: field.endsWith("_at") ? formatShortDate(value) : value })}
      </p>
    ) : null;
  });
}
