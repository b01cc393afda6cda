"use client";
// What the model cost: this month's tokens, the last months' and the niches that spent most this month.

import { useTranslations } from "next-intl";
import type { TokenStats } from "@/features/dashboard/schemas";
import { formatMonth } from "@/lib/format/date";
import { formatNumber } from "@/lib/format/number";

export function TokenUsageCard({ tokens }: { tokens: TokenStats }) {
  const t = useTranslations("dashboard.tokens");
  const { this_month: thisMonth } = tokens;
  return (
    <section aria-labelledby="token-usage-title" className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <h2 id="token-usage-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        <div>
          <h3 className="text-sm text-muted-foreground">{t("thisMonth")}</h3>
          <p className="text-2xl font-bold tabular-nums">{t("total", { count: thisMonth.total })}</p>
          <p className="text-xs text-muted-foreground">{t("split", { prompt: thisMonth.prompt, completion: thisMonth.completion })}</p>
        </div>
        <table className="text-sm">
          <caption className="mb-1 text-left text-sm text-muted-foreground">{t("byMonth")}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t("month")}</th>
              <th scope="col">{t("count")}</th>
            </tr>
          </thead>
          <tbody>
            {tokens.by_month.map(({ month, total }) => (
              <tr key={month}>
                <th scope="row" className="py-0.5 pr-3 text-left font-normal first-letter:uppercase">
                  {formatMonth(month)}
                </th>
                <td className="text-right tabular-nums">{formatNumber(total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div>
          <h3 className="mb-1 text-sm text-muted-foreground">{t("byNiche")}</h3>
          {tokens.by_niche.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("noNiche")}</p>
          ) : (
            <ol className="space-y-0.5 text-sm">
              {tokens.by_niche.map(({ niche_id: id, name, total }) => (
                <li key={id} className="flex justify-between gap-3">
                  <span className="truncate">{name}</span>
                  <span className="tabular-nums">{formatNumber(total)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}
