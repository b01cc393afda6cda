"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { FolderPlus, PackagePlus, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { EmptyStateProps } from "@/components/ui/empty-state";

const HINTS = [
  { key: "niches", icon: FolderPlus },
  { key: "products", icon: PackagePlus },
  { key: "content", icon: Sparkles },
] as const;

/** No products at all: 'Tu inventario está esperando' with the three hint cards, as the empty state's parts. */
export function useAllProductsEmpty(): EmptyStateProps {
  const t = useTranslations("products.all");
  return {
    icon: <PackagePlus />,
    title: t("emptyTitle"),
    description: t("emptyText"),
    actions: (
      <Button asChild>
        <Link href="/niches">{t("createFirstNiche")}</Link>
      </Button>
    ),
    children: (
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
    ),
  };
}
