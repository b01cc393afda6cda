"use client";

import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useDashboardStats, useRefreshDashboard } from "@/features/dashboard/hooks";
import type { DashboardStats } from "@/features/dashboard/stats";
import { DashboardHeader } from "./dashboard-header";
import { ProductsStatusChart } from "./products-status-chart";
import { QuickActions } from "./quick-actions";
import { RealtimePanel } from "./realtime-panel";
import { StatGrid } from "./stat-grid";
import { SystemStatusPanel } from "./system-status-panel";

/** The dashboard: counters, system status, the products chart and quick actions, in one screen. */
export function DashboardScreen({ initialStats }: { initialStats?: DashboardStats }) {
  const t = useTranslations("dashboard");
  const tCommon = useTranslations("common");
  const { stats, niches, error } = useDashboardStats(initialStats);
  const refresh = useRefreshDashboard();

  return (
    <div className="space-y-6">
      <DashboardHeader onRefresh={refresh} />
      {error && !stats ? (
        <Alert variant="destructive">
          <AlertDescription layout="custom" className="flex flex-wrap items-center justify-between gap-3">
            <span>{t("loadError")}</span>
            <Button size="sm" variant="outline" onClick={() => void refresh()}>
              {tCommon("retry")}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <StatGrid stats={stats} />
      <div className="grid gap-6 lg:grid-cols-2">
        <SystemStatusPanel />
        <RealtimePanel />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <QuickActions niches={niches} />
        <ProductsStatusChart byStatus={stats?.byStatus} />
      </div>
    </div>
  );
}
