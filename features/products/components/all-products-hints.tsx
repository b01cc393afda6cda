"use client";

import { useTranslations } from "next-intl";
import { FolderPlus, PackagePlus, Sparkles } from "lucide-react";
import { Card } from "@/components/ui/card";

const HINTS = [
  { key: "niches", icon: FolderPlus },
  { key: "products", icon: PackagePlus },
  { key: "content", icon: Sparkles },
] as const;

/** The empty list's three hint cards: create a niche, add products, generate their content. */
export function AllProductsHints() {
  const t = useTranslations("products.all");
  return (
    <ul className="grid w-full max-w-3xl gap-4 text-left sm:grid-cols-3">
      {HINTS.map(({ key, icon: Icon }) => (
        <li key={key}>
          <Card layout="custom" className="h-full flex-col gap-2 p-4">
            <Icon aria-hidden className="size-5 text-muted-foreground" />
            <h3 className="font-medium">{t(`hints.${key}`)}</h3>
            <p className="text-sm text-muted-foreground">{t(`hints.${key}Text`)}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
