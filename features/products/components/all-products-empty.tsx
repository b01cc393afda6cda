"use client";

import dynamic from "next/dynamic";
import { Suspense } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { PackagePlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { EmptyStateProps } from "@/components/ui/empty-state";

// Shown only while there is no product at all: its cards load with that state (still on the server).
const AllProductsHints = dynamic(() => import("./all-products-hints").then((m) => m.AllProductsHints));

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
      <Suspense fallback={null}>
        <AllProductsHints />
      </Suspense>
    ),
  };
}
