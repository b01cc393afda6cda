"use client";

import { useTranslations } from "next-intl";
import { CheckCircle2, FolderGit2, LayoutTemplate } from "lucide-react";
import { StatCard } from "@/components/ui/stat-card";

/** The template counters: Total Plantillas, Activas, Con GitHub. */
export interface CatalogCounts {
  total: number;
  active: number;
  withGithub: number;
}

export function CatalogStats({ stats }: { stats: CatalogCounts | undefined }) {
  const t = useTranslations("nicheCatalog.list.stats");
  const tList = useTranslations("nicheCatalog.list");
  return (
    <section aria-label={t("label")} className="grid gap-4 sm:grid-cols-3">
      <StatCard label={t("total")} value={stats?.total} icon={<LayoutTemplate />} loadingLabel={tList("loading")} />
      <StatCard label={t("active")} value={stats?.active} icon={<CheckCircle2 />} loadingLabel={tList("loading")} />
      <StatCard label={t("withGithub")} value={stats?.withGithub} icon={<FolderGit2 />} loadingLabel={tList("loading")} />
    </section>
  );
}
