"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Package } from "lucide-react";
import { StatCard } from "@/components/ui/stat-card";
import type { ProductCounts } from "@/features/products/counters";

/** The counters' icons that only they use, rendered on the server by the page. */
export interface AllProductsStatsIcons {
  filtered: ReactNode;
  pending: ReactNode;
  completed: ReactNode;
}

interface AllProductsStatsProps {
  icons?: AllProductsStatsIcons;
  counts: ProductCounts | undefined;
  filtered: number | undefined;
}

/** Total Productos, Filtrados, Pendientes, Completados. */
export function AllProductsStats({ icons, counts, filtered }: AllProductsStatsProps) {
  const t = useTranslations("products.all.stats");
  const tc = useTranslations("common");
  return (
    <section aria-label={t("label")} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label={t("total")} value={counts?.total} icon={<Package />} loadingLabel={tc("loading")} />
      <StatCard label={t("filtered")} value={filtered} icon={icons?.filtered} loadingLabel={tc("loading")} />
      <StatCard label={t("pending")} value={counts?.pending} icon={icons?.pending} loadingLabel={tc("loading")} />
      <StatCard label={t("completed")} value={counts?.completed} icon={icons?.completed} loadingLabel={tc("loading")} />
    </section>
  );
}
