"use client";

import { useTranslations } from "next-intl";
import { CheckCircle2, Clock, Filter, Package } from "lucide-react";
import { StatCard } from "@/components/ui/stat-card";
import type { ProductCounts } from "@/features/products/counters";

/** Total Productos, Filtrados, Pendientes, Completados. */
export function AllProductsStats({ counts, filtered }: { counts: ProductCounts | undefined; filtered: number | undefined }) {
  const t = useTranslations("products.all.stats");
  const tc = useTranslations("common");
  return (
    <section aria-label={t("label")} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label={t("total")} value={counts?.total} icon={<Package />} loadingLabel={tc("loading")} />
      <StatCard label={t("filtered")} value={filtered} icon={<Filter />} loadingLabel={tc("loading")} />
      <StatCard label={t("pending")} value={counts?.pending} icon={<Clock />} loadingLabel={tc("loading")} />
      <StatCard label={t("completed")} value={counts?.completed} icon={<CheckCircle2 />} loadingLabel={tc("loading")} />
    </section>
  );
}
