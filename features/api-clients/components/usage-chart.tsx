"use client";

import { useFormatter, useTranslations } from "next-intl";
import { formatDay, formatDayShort, labelIndices, layoutChart, type DailyUsage } from "@/features/api-clients/usage-chart";

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 8, right: 8, bottom: 24, left: 40 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

interface UsageChartProps {
  daily: readonly DailyUsage[];
  days: number;
  totalRequests: number;
  totalErrors: number;
}

/** Requests per day as bars with the day's errors inside them; the summary is the image's name. */
export function UsageChart({ daily, days, totalRequests, totalErrors }: UsageChartProps) {
  const t = useTranslations("apiClients.usage");
  const format = useFormatter();
  const { bars, ticks } = layoutChart(daily, PLOT_W, PLOT_H);
  const labelled = new Set(labelIndices(bars.length));

  return (
    <figure className="space-y-2">
      <svg
        role="img"
        aria-label={t("chartLabel", { days, requests: totalRequests, errors: totalErrors })}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full text-muted-foreground"
      >
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {ticks.map((tick) => (
            <g key={tick.value}>
              <line x1={0} x2={PLOT_W} y1={tick.y} y2={tick.y} className="stroke-border" strokeDasharray={tick.value ? "3 3" : undefined} />
              <text x={-6} y={tick.y} dy="0.32em" textAnchor="end" className="fill-current text-[11px] tabular-nums">
                {format.number(tick.value)}
              </text>
            </g>
          ))}
          {bars.map((bar, i) => (
            <g key={bar.date}>
              <title>{t("barTitle", { date: formatDay(bar.date), requests: bar.requests, errors: bar.errors })}</title>
              {/* An invisible full-height target so thin or empty days still show their tooltip. */}
              <rect x={bar.x} y={0} width={bar.width} height={PLOT_H} fill="transparent" />
              {bar.requestsHeight > 0 ? (
                <rect x={bar.x} y={bar.requestsY} width={bar.width} height={bar.requestsHeight} rx={1} className="fill-info" />
              ) : null}
              {bar.errorsHeight > 0 ? (
                <rect x={bar.x} y={bar.errorsY} width={bar.width} height={bar.errorsHeight} rx={1} className="fill-destructive" />
              ) : null}
              {labelled.has(i) ? (
                <text
                  x={bar.x + bar.width / 2}
                  y={PLOT_H + 16}
                  textAnchor={i === 0 ? "start" : i === bars.length - 1 ? "end" : "middle"}
                  className="fill-current text-[11px]"
                >
                  {formatDayShort(bar.date)}
                </text>
              ) : null}
            </g>
          ))}
        </g>
      </svg>
      <figcaption className="flex items-center gap-4 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-info" />
          {t("requests")}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-destructive" />
          {t("errors")}
        </span>
      </figcaption>
    </figure>
  );
}
