"use client";

import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";
import type { DashboardStats } from "@/features/dashboard/stats";
import { STATUS_KINDS, type StatusKind } from "@/features/products";
import { formatNumber } from "@/lib/format/number";
import { cn } from "@/lib/utils";

const COLOUR: Record<StatusKind, string> = {
  pending: "bg-warning",
  generating: "bg-primary",
  completed: "bg-success",
  error: "bg-destructive",
};

/** A bar chart in plain HTML; screen readers get the summary label and a hidden table. */
export function ProductsStatusChart({ byKind }: { byKind: DashboardStats["byKind"] | undefined }) {
  const t = useTranslations("dashboard.chart");
  // The cards' and filters' words: each bar counts what that filter on /products lists.
  const word = useTranslations("generationStatus");
  const entries = byKind ? STATUS_KINDS.map((kind) => [kind, byKind[kind]] as const) : [];
  const max = Math.max(1, ...entries.map(([, count]) => count));
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  const summary = entries.map(([status, count]) => t("item", { label: word(status), count })).join(", ");

  return (
    <section aria-labelledby="products-chart-title" className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <h2 id="products-chart-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {!byKind ? (
        <Skeleton className="mt-4 h-40 w-full" />
      ) : total === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <>
          {/* HTML bars rather than a scaled SVG: the labels keep the page's text size at any width. One grid
              for every row, so the widest count sets one track length for all the bars. */}
          <div role="img" aria-label={t("summary", { summary })} className="mt-4 grid max-w-md grid-cols-[6.5rem_1fr_auto] items-center gap-x-3 gap-y-2 text-sm">
            {entries.map(([status, count]) => (
              <div key={status} aria-hidden className="contents">
                <span className="truncate text-muted-foreground">{word(status)}</span>
                <span data-slot="chart-track" className="h-4 overflow-hidden rounded bg-muted">
                  <span className={cn("block h-full rounded", COLOUR[status])} style={{ width: `${(count / max) * 100}%` }} />
                </span>
                <span className="text-right tabular-nums">{formatNumber(count)}</span>
              </div>
            ))}
          </div>
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
                  <th scope="row">{word(status)}</th>
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
