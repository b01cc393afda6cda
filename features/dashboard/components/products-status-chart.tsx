"use client";

import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";
import type { DashboardStats, GenerationStatus } from "@/features/dashboard/stats";
import { formatNumber } from "@/lib/format/number";

const COLOUR: Record<GenerationStatus, string> = {
  pending: "fill-warning",
  processing: "fill-info",
  generating: "fill-primary",
  completed: "fill-success",
  failed: "fill-destructive",
  error: "fill-destructive",
};
const ROW_HEIGHT = 28;
const LABEL_WIDTH = 96;
const BAR_WIDTH = 220;
const VALUE_WIDTH = 56;

/** A plain-SVG bar chart; screen readers get the summary label and a hidden table. */
export function ProductsStatusChart({ byStatus }: { byStatus: DashboardStats["byStatus"] | undefined }) {
  const t = useTranslations("dashboard.chart");
  const entries = byStatus ? (Object.entries(byStatus) as [GenerationStatus, number][]) : [];
  const max = Math.max(1, ...entries.map(([, count]) => count));
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  const summary = entries.map(([status, count]) => t("item", { label: t(`statuses.${status}`), count })).join(", ");
  const width = LABEL_WIDTH + BAR_WIDTH + VALUE_WIDTH;
  const height = entries.length * ROW_HEIGHT;

  return (
    <section aria-labelledby="products-chart-title" className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <h2 id="products-chart-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {!byStatus ? (
        <Skeleton className="mt-4 h-40 w-full" />
      ) : total === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <>
          <svg
            role="img"
            aria-label={t("summary", { summary })}
            viewBox={`0 0 ${width} ${height}`}
            className="mt-4 h-auto w-full max-w-md"
          >
            {entries.map(([status, count], i) => {
              const y = i * ROW_HEIGHT;
              const barWidth = (count / max) * BAR_WIDTH;
              return (
                <g key={status} aria-hidden>
                  <text x={0} y={y + ROW_HEIGHT / 2} dominantBaseline="middle" className="fill-muted-foreground text-[11px]">
                    {t(`statuses.${status}`)}
                  </text>
                  <rect x={LABEL_WIDTH} y={y + 6} width={BAR_WIDTH} height={ROW_HEIGHT - 12} rx={3} className="fill-muted" />
                  <rect x={LABEL_WIDTH} y={y + 6} width={barWidth} height={ROW_HEIGHT - 12} rx={3} className={COLOUR[status]} />
                  <text
                    x={LABEL_WIDTH + BAR_WIDTH + 8}
                    y={y + ROW_HEIGHT / 2}
                    dominantBaseline="middle"
                    className="fill-foreground text-[11px] tabular-nums"
                  >
                    {formatNumber(count)}
                  </text>
                </g>
              );
            })}
          </svg>
          <table className="sr-only">
            <caption>{t("title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("status")}</th>
                <th scope="col">{t("count")}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map(([status, count]) => (
                <tr key={status}>
                  <th scope="row">{t(`statuses.${status}`)}</th>
                  <td>{formatNumber(count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
