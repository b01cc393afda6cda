"use client";

import { Activity, KeyRound, PauseCircle, ShieldCheck } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { StatCard } from "@/components/ui/stat-card";
import { ReadError } from "@/components/shared/read-states";
import { errorMessage } from "@/lib/http/api-error";
import { useApiClientsOverview } from "@/features/api-clients/hooks";
import { readPhase, refreshRead } from "@/lib/read/read-view";

/** Counters from GET /admin/api-clients/stats/overview. */
export function OverviewStrip() {
  const t = useTranslations("apiClients.overview");
  const tc = useTranslations("common");
  const format = useFormatter();
  const overview = useApiClientsOverview();
  const { data } = overview;

  // Loading is each counter's own; a failure is the read's.
  if (readPhase(overview) === "failed") {
    return (
      <ReadError
        title={errorMessage(overview.error, t("loadError"))}
        retry={{ label: tc("retry"), onRetry: () => refreshRead(overview), busy: overview.isValidating }}
      />
    );
  }

  const value = (n: number | undefined) => (n === undefined ? undefined : format.number(n));
  return (
    <section aria-label={t("label")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label={t("total")} value={value(data?.total_clients)} icon={<KeyRound />} loadingLabel={tc("loading")} />
      <StatCard label={t("active")} value={value(data?.active_clients)} icon={<ShieldCheck />} loadingLabel={tc("loading")} />
      <StatCard label={t("inactive")} value={value(data?.inactive_clients)} icon={<PauseCircle />} loadingLabel={tc("loading")} />
      <StatCard
        label={t("requestsWindow", { days: data?.window_days ?? 30 })}
        value={value(data?.requests_last_30_days)}
        icon={<Activity />}
        loadingLabel={tc("loading")}
        description={data ? t("totalRequests", { count: format.number(data.total_requests) }) : undefined}
      />
    </section>
  );
}
