"use client";

import { useTranslations } from "next-intl";
import { Activity, Database, Radio } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useHealth } from "@/features/dashboard/hooks";
import type { GenerationPaused } from "@/features/health/schemas";
import { failureKind, refreshRead } from "@/lib/read/read-view";
import { useRealtimeStatus, type RealtimeStatus } from "@/lib/realtime/hooks";
import { formatNumber } from "@/lib/format/number";

/** As the server reports a component, or "unavailable" when the server could not be asked. */
type ComponentStatus = "ok" | "degraded" | "down" | "unavailable";
const VARIANT = { ok: "success", degraded: "warning", down: "destructive", unavailable: "destructive" } as const;
const CONNECTION_STATUS: Record<RealtimeStatus, ComponentStatus | null> = {
  connected: "ok",
  connecting: null,
  disconnected: "down",
  error: "down",
};

function Row({ icon, label, status, detail, warning }: { icon: ReactNode; label: string; status: ComponentStatus | null; detail?: string; warning?: string }) {
  const t = useTranslations("dashboard.system");
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-center gap-3">
        <span aria-hidden className="text-muted-foreground [&_svg]:size-4">
          {icon}
        </span>
        <div className="min-w-0">
          <p className="font-medium">{label}</p>
          {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
          {warning ? <p className="text-xs text-destructive">{warning}</p> : null}
        </div>
      </div>
      <Badge variant={status ? VARIANT[status] : "outline"}>{t(`status.${status ?? "unknown"}`)}</Badge>
    </li>
  );
}

/** Why generation waits, as the admin can act on it. */
function usePausedText(): (paused: GenerationPaused | undefined) => string | undefined {
  const t = useTranslations("dashboard.system");
  return (paused) => {
    if (paused?.reason === "model_unavailable") return t("modelPaused", { fault: t(`faults.${paused.fault ?? "unreachable"}`) });
    if (paused?.reason === "token_budget") return t("budgetPaused", { used: formatNumber(paused.tokens_used ?? 0), budget: formatNumber(paused.token_budget ?? 0) });
    return undefined;
  };
}

/** Content generation, real-time channel and database, as the backend's health reports them. */
export function SystemStatusPanel() {
  const t = useTranslations("dashboard.system");
  const { data, error, isLoading, isValidating, mutate } = useHealth();
  const { status: connection } = useRealtimeStatus();
  const pausedText = usePausedText();
  // A status is of now or it is nothing: once asking fails, the last report (kept by the cache) is not
  // shown as if it still held, and what the server would have said is unavailable.
  const failed = error !== undefined;
  // A channel that fails makes the last report doubtful too: it is not shown while the server is asked again.
  const channelFailed = connection === "error";
  const report = failed || (channelFailed && isValidating) ? undefined : data;
  const serverStatus = (status: ComponentStatus | undefined): ComponentStatus | null => (failed ? "unavailable" : (status ?? null));
  // A server without a health call, or one that keeps its figures from this caller, reports no component.
  const withoutFigures = report === null || (report !== undefined && !report.generation && !report.database);
  // This tab's own channel, when it is not connected, outranks the server's count of connected clients.
  const ownChannel = connection === "error" || connection === "disconnected";
  const realtimeReport = ownChannel ? undefined : report?.realtime;
  const realtimeStatus = realtimeReport ? realtimeReport.status : failed || ownChannel || report !== undefined ? CONNECTION_STATUS[connection] : null;

  // The figures are asked again whenever the channel connects (the count then agrees with "En línea")
  // or fails (the server may be down: its last report would keep saying "Operativo").
  const offered = data !== null;
  useEffect(() => {
    if ((connection === "connected" || connection === "error") && offered) refreshRead({ mutate });
  }, [connection, offered, mutate]);

  return (
    <section aria-labelledby="system-status-title" className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <h2 id="system-status-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {isLoading && data === undefined ? (
        <div className="mt-4 space-y-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : (
        <>
          {failed ? (
            <p className="mt-2 text-sm text-destructive">{t(failureKind(error) === "unavailable" ? "outage" : "loadError")}</p>
          ) : null}
          {withoutFigures ? <p className="mt-2 text-sm text-muted-foreground">{t("unavailable")}</p> : null}
          <ul className="mt-2 divide-y">
            <Row
              icon={<Activity />}
              label={t("generation")}
              status={serverStatus(report?.generation?.status)}
              detail={report?.generation ? t("generationDetail", { queued: report.generation.queued, processing: report.generation.processing }) : undefined}
              warning={pausedText(report?.generation?.paused)}
            />
            <Row
              icon={<Radio />}
              label={t("realtime")}
              status={realtimeStatus}
              detail={realtimeReport ? t("realtimeDetail", { count: realtimeReport.connected_clients }) : undefined}
            />
            <Row
              icon={<Database />}
              label={t("database")}
              status={serverStatus(report?.database?.status)}
              detail={report?.database?.latency_ms != null ? t("databaseDetail", { ms: formatNumber(report.database.latency_ms) }) : undefined}
            />
          </ul>
        </>
      )}
    </section>
  );
}
