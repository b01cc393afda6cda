"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDay, type DailyUsage } from "@/features/api-clients/usage-chart";

/** The chart's data as a table (the accessible alternative), newest day first. */
export function UsageTable({ daily, days }: { daily: readonly DailyUsage[]; days: number }) {
  const t = useTranslations("apiClients.usage");
  const format = useFormatter();
  return (
    <div className="max-h-80 overflow-y-auto rounded-md border">
      <Table>
        <TableCaption className="sr-only">{t("tableCaption", { days })}</TableCaption>
        <TableHeader className="sticky top-0 bg-card">
          <TableRow>
            <TableHead scope="col">{t("date")}</TableHead>
            <TableHead scope="col" align="right">
              {t("requests")}
            </TableHead>
            <TableHead scope="col" align="right">
              {t("errors")}
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {[...daily].reverse().map((d) => (
            <TableRow key={d.date}>
              <TableCell>{formatDay(d.date)}</TableCell>
              <TableCell className="text-right tabular-nums">{format.number(d.requests)}</TableCell>
              <TableCell className="text-right tabular-nums">{format.number(d.errors)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
