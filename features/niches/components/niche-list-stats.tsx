"use client";

import { memo } from "react";
import { useTranslations } from "next-intl";
import { CheckCircle2, FolderOpen, Globe, XCircle } from "lucide-react";
import { StatCard } from "@/components/ui/stat-card";
import type { NicheStats } from "@/features/niches/list-query";

// Memoised: the figures change with the data, not with each keystroke in the search box.
export const NicheListStats = memo(function NicheListStats({ stats }: { stats: NicheStats | undefined }) {
  const t = useTranslations("niches.list.stats");
  const tc = useTranslations("common");
  return (
    <section aria-label={t("label")} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard label={t("total")} value={stats?.total} icon={<FolderOpen />} loadingLabel={tc("loading")} />
      <StatCard label={t("active")} value={stats?.active} icon={<CheckCircle2 />} loadingLabel={tc("loading")} />
      <StatCard label={t("inactive")} value={stats?.inactive} icon={<XCircle />} loadingLabel={tc("loading")} />
      <StatCard label={t("withSites")} value={stats?.withSites} icon={<Globe />} loadingLabel={tc("loading")} />
    </section>
  );
});
