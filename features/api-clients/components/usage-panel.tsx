"use client";

import { BarChart3 } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ReadStates } from "@/components/shared/read-states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useApiClientStats } from "@/features/api-clients/hooks";
import { API_CLIENT_STATS_DEFAULT_DAYS } from "@/features/api-clients/schemas";
import { STATS_WINDOWS, type StatsWindow } from "@/features/api-clients/usage-chart";
import { errorMessage } from "@/lib/http/api-error";
import { UsageChart } from "./usage-chart";
import { UsageTable } from "./usage-table";
import { TitledSection } from "@/components/ui/titled-section";

/** Usage over 7, 30 or 90 days from GET /admin/api-clients/{id}/stats?days=N. */
export function UsagePanel({ clientId }: { clientId: number }) {
  const t = useTranslations("apiClients.usage");
  const tc = useTranslations("common");
  const format = useFormatter();
  const [days, setDays] = useState<StatsWindow>(API_CLIENT_STATS_DEFAULT_DAYS);
  // keepPreviousData: the last window stays on screen (marked busy) while the next one loads.
  const usage = useApiClientStats(clientId, days);
  const { isValidating } = usage;

  return (
    <TitledSection
      title={t("heading")}
      level={3}
      className="space-y-4"
      headerClassName="flex-wrap"
      headingClassName="text-base font-semibold"
      aside={
        <div role="group" aria-label={t("windowLabel")} className="inline-flex rounded-lg bg-muted p-[3px]">
          {STATS_WINDOWS.map((w) => (
            <Button
              key={w}
              size="xs"
              variant={w === days ? "outline" : "ghost"}
              aria-pressed={w === days}
              onClick={() => setDays(w)}
            >
              {t("window", { days: w })}
            </Button>
          ))}
        </div>
      }
    >
      <ReadStates
        read={usage}
        texts={{ loading: tc("loading"), error: errorMessage(usage.error, t("loadError")), retry: tc("retry") }}
      >
        {(stats) => (
          <div aria-busy={isValidating || undefined} className="space-y-4">
            <dl className="grid grid-cols-3 gap-3">
              {[
                { label: t("requests"), value: format.number(stats.total_requests), testId: "usage-total-requests" },
                { label: t("errors"), value: format.number(stats.total_errors), testId: "usage-total-errors" },
                {
                  label: t("errorRate"),
                  value: format.number(stats.total_requests ? stats.total_errors / stats.total_requests : 0, {
                    style: "percent",
                    maximumFractionDigits: 1,
                  }),
                  testId: "usage-error-rate",
                },
              ].map((item) => (
                <div key={item.testId} className="rounded-lg border bg-card p-3">
                  <dt className="text-xs text-muted-foreground">{item.label}</dt>
                  <dd className="text-xl font-semibold tabular-nums" data-testid={item.testId}>
                    {item.value}
                  </dd>
                </div>
              ))}
            </dl>

            {stats.total_requests === 0 ? (
              <EmptyState
                icon={<BarChart3 />}
                headingLevel={4}
                title={t("emptyTitle")}
                description={t("emptyDescription")}
              />
            ) : (
              <Tabs defaultValue="chart">
                <TabsList>
                  <TabsTrigger value="chart">{t("viewChart")}</TabsTrigger>
                  <TabsTrigger value="table">{t("viewTable")}</TabsTrigger>
                </TabsList>
                <TabsContent value="chart">
                  <UsageChart
                    daily={stats.daily}
                    days={stats.days}
                    totalRequests={stats.total_requests}
                    totalErrors={stats.total_errors}
                  />
                </TabsContent>
                <TabsContent value="table">
                  <UsageTable daily={stats.daily} days={stats.days} />
                </TabsContent>
              </Tabs>
            )}
          </div>
        )}
      </ReadStates>
    </TitledSection>
  );
}
