"use client";

import { useMessages, useTranslations } from "next-intl";
import { formatShortDate } from "@/lib/format/date";
import type { Product } from "@/features/products/schemas";

/**
 * The product's fields its cards and content viewer show, one line each, in the order the messages'
 * `products.facts` names them: a field is shown by giving it a line there ("{value}" is the field's value;
 * a field ending in `_at` reads as a date). An absent or empty field shows nothing.
 */
export function ProductFacts({ product }: { product: Product }) {
  const t = useTranslations("products.facts");
  const facts = (useMessages() as { products?: { facts?: Record<string, string> } }).products?.facts ?? {};
  return Object.keys(facts).map((field) => {
    const value: unknown = product[field];
    if (value === null || value === undefined || value === "") return null;
    return (
      <p key={field} className="text-xs text-muted-foreground" data-fact={field}>
        {t(field, { value: field.endsWith("_at") ? formatShortDate(String(value)) : String(value) })}
      </p>
    );
  });
}
