"use client";

import { useTranslations } from "next-intl";
import { ReadCompanion, ReadFailure } from "@/components/shared/read-states";
import { useDashboardStats, useRefreshDashboard } from "@/features/dashboard/hooks";
import { readPhase, type ReadSource } from "@/lib/read/read-view";
import type { DashboardStats } from "@/features/dashboard/stats";
import { DashboardHeader } from "./dashboard-header";
import { ProductsStatusChart } from "./products-status-chart";
import { QuickActions } from "./quick-actions";
import { RealtimePanel } from "./realtime-panel";
import { StatGrid } from "./stat-grid";
import { SystemStatusPanel } from "./system-status-panel";
import { TokenUsageCard } from "./token-usage-card";

/** The dashboard: counters, system status, the products chart, quick actions and, when kept, tokens spent, in one screen. */
export function DashboardScreen({ initialStats }: { initialStats?: DashboardStats }) {
  const t = useTranslations("dashboard");
  const tCommon = useTranslations("common");
  const { stats, error, isValidating } = useDashboardStats(initialStats);
  const refresh = useRefreshDashboard();
  // The counters, read as one: the upstream's counts, or the niche and product lists they are counted from.
  const counters: ReadSource<DashboardStats> = { data: stats, error, isValidating, mutate: refresh };

  return (
    <div className="space-y-6">
      <DashboardHeader onRefresh={refresh} />
      {readPhase(counters) === "failed" ? <ReadFailure read={counters} texts={{ error: t("loadError"), retry: tCommon("retry") }} /> : null}
      <ReadCompanion read={counters}>
        <StatGrid stats={stats} />
      </ReadCompanion>
      <div className="grid gap-6 lg:grid-cols-2">
        <SystemStatusPanel />
        <RealtimePanel />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <QuickActions nicheCount={stats?.total} />
        <ReadCompanion read={counters}>
          <ProductsStatusChart byKind={stats?.byKind} />
        </ReadCompanion>
      </div>
      {stats?.tokens ? <TokenUsageCard tokens={stats.tokens} /> : null}
    </div>
  );
}
