// Pure geometry and labels of the usage chart (requests and errors per day).
import { API_CLIENT_STATS_DEFAULT_DAYS } from "./schemas";

export const STATS_WINDOWS = [7, API_CLIENT_STATS_DEFAULT_DAYS, 90] as const;
export type StatsWindow = (typeof STATS_WINDOWS)[number];

export function parseStatsWindow(value: string | null | undefined): StatsWindow {
  const n = Number(value);
  return (STATS_WINDOWS as readonly number[]).includes(n) ? (n as StatsWindow) : API_CLIENT_STATS_DEFAULT_DAYS;
}

export interface DailyUsage {
  date: string;
  requests: number;
  errors: number;
}

/** Smallest 1, 2 or 5 × 10^n not below the value (at least 1), so axis ticks are round. */
export function niceCeil(value: number): number {
  if (!(value > 1)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= value) return step * magnitude;
  }
  return 10 * magnitude;
}

/** Axis ticks from 0 to a round top covering the max, at most about `count` intervals, integers only. */
export function axisTicks(max: number, count = 4): number[] {
  const step = niceCeil(max / count);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

export interface ChartBar extends DailyUsage {
  x: number;
  width: number;
  requestsY: number;
  requestsHeight: number;
  errorsY: number;
  errorsHeight: number;
}

export interface ChartLayout {
  bars: ChartBar[];
  ticks: { value: number; y: number }[];
  top: number;
}

/** Bars over a plot of the given size; errors are drawn inside their day's requests bar. */
export function layoutChart(daily: readonly DailyUsage[], plotWidth: number, plotHeight: number): ChartLayout {
  const max = daily.reduce((m, d) => Math.max(m, d.requests, d.errors), 0);
  const tickValues = axisTicks(max);
  const top = tickValues[tickValues.length - 1];
  const slot = daily.length > 0 ? plotWidth / daily.length : plotWidth;
  const gap = Math.min(4, slot * 0.2);
  const y = (v: number) => plotHeight - (v / top) * plotHeight;
  return {
    top,
    ticks: tickValues.map((value) => ({ value, y: y(value) })),
    bars: daily.map((d, i) => ({
      ...d,
      x: i * slot + gap / 2,
      width: Math.max(1, slot - gap),
      requestsY: y(d.requests),
      requestsHeight: plotHeight - y(d.requests),
      errorsY: y(d.errors),
      errorsHeight: plotHeight - y(d.errors),
    })),
  };
}

/** Indices of the days that get an x-axis label: first, last and evenly spaced ones between. */
export function labelIndices(length: number, maxLabels = 6): number[] {
  if (length <= 0) return [];
  if (length <= maxLabels) return Array.from({ length }, (_, i) => i);
  const step = (length - 1) / (maxLabels - 1);
  return Array.from({ length: maxLabels }, (_, i) => Math.round(i * step));
}

/** "2026-11-21" → "21/11" (the day is a calendar date: no time-zone shift). */
export function formatDayShort(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return m ? `${m[3]}/${m[2]}` : date;
}

/** "2026-11-21" → "21/11/2026". */
export function formatDay(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : date;
}
