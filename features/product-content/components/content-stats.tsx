"use client";
import { useTranslations } from "next-intl";
import type { ContentStats } from "@/features/product-content/stats";
import { formatNumber } from "@/lib/format/number";
import { TitledSection } from "@/components/ui/titled-section";

export function ContentStatsCard({ stats }: { stats: ContentStats }) {
  const t = useTranslations("productContent.stats");
  const rows: [string, string | number][] = [
    [t("readingTime"), t("minutes", { count: stats.readingMinutes })],
    [t("words"), formatNumber(stats.words)],
    [t("paragraphs"), formatNumber(stats.paragraphs)],
    [t("sections"), formatNumber(stats.sections)],
    [t("links"), formatNumber(stats.links)],
    [t("characters"), formatNumber(stats.characters)],
  ];
  return (
    <TitledSection title={t("title")} className="rounded-xl border bg-card p-4" headingClassName="mb-2 text-sm font-semibold">
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
