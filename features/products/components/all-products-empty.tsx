"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { PackagePlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { EmptyStateProps } from "@/components/ui/empty-state";
import { AllProductsHints } from "./all-products-hints";

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
    children: <AllProductsHints />,
  };
}
