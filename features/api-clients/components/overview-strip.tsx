"use client";

import { Activity, KeyRound, PauseCircle, ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatCard } from "@/components/ui/stat-card";
import { ReadFailure } from "@/components/shared/read-states";
import { useApiClientsOverview } from "@/features/api-clients/hooks";
import { readPhase } from "@/lib/read/read-view";

/** Counters from GET /admin/api-clients/stats/overview. */
export function OverviewStrip() {
  const t = useTranslations("apiClients.overview");
  const tc = useTranslations("common");
  const overview = useApiClientsOverview();
  const { data } = overview;

  // Loading is each counter's own; a failure is the read's.
  if (readPhase(overview) === "failed") return <ReadFailure read={overview} texts={{ error: t("loadError"), retry: tc("retry") }} />;

  return (
    <section aria-label={t("label")} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label={t("total")} value={data?.total_clients} icon={<KeyRound />} loadingLabel={tc("loading")} />
      <StatCard label={t("active")} value={data?.active_clients} icon={<ShieldCheck />} loadingLabel={tc("loading")} />
      <StatCard label={t("inactive")} value={data?.inactive_clients} icon={<PauseCircle />} loadingLabel={tc("loading")} />
      <StatCard
        label={t("requestsWindow", { days: data?.window_days ?? 30 })}
        value={data?.requests_last_30_days}
        icon={<Activity />}
        loadingLabel={tc("loading")}
        description={data ? t("totalRequests", { count: data.total_requests }) : undefined}
      />
    </section>
  );
}
