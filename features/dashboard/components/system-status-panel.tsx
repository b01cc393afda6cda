"use client";

import { useTranslations } from "next-intl";
import { Activity, Database, Radio } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useHealth } from "@/features/dashboard/hooks";
import { refreshRead } from "@/lib/read/read-view";
import { useRealtimeStatus, type RealtimeStatus } from "@/lib/realtime/hooks";
import { formatNumber } from "@/lib/format/number";

type ComponentStatus = "ok" | "degraded" | "down";
const VARIANT = { ok: "success", degraded: "warning", down: "destructive" } as const;
const CONNECTION_STATUS: Record<RealtimeStatus, ComponentStatus | null> = {
  connected: "ok",
  connecting: null,
  disconnected: "down",
  error: "down",
};

function Row({ icon, label, status, detail }: { icon: ReactNode; label: string; status: ComponentStatus | null; detail?: string }) {
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
        </div>
      </div>
      <Badge variant={status ? VARIANT[status] : "outline"}>{t(`status.${status ?? "unknown"}`)}</Badge>
    </li>
  );
}

/** Content generation, real-time channel and database, as the backend's health reports them. */
export function SystemStatusPanel() {
  const t = useTranslations("dashboard.system");
  const { data, error, isLoading, mutate } = useHealth();
  const { status: connection } = useRealtimeStatus();
  // Without a health report the panel still knows its own realtime connection.
  const realtimeStatus = data ? data.realtime.status : data === null ? CONNECTION_STATUS[connection] : null;

  // The first figures may predate this tab's own connection: ask again once it is online, so the
  // connected-client count agrees with "En línea".
  const offered = data !== null;
  useEffect(() => {
    if (connection === "connected" && offered) refreshRead({ mutate });
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
          {error && !data ? <p className="mt-2 text-sm text-destructive">{t("loadError")}</p> : null}
          {data === null ? <p className="mt-2 text-sm text-muted-foreground">{t("unavailable")}</p> : null}
          <ul className="mt-2 divide-y">
            <Row
              icon={<Activity />}
              label={t("generation")}
              status={data?.generation.status ?? null}
              detail={data ? t("generationDetail", { queued: data.generation.queued, processing: data.generation.processing }) : undefined}
            />
            <Row
              icon={<Radio />}
              label={t("realtime")}
              status={realtimeStatus}
              detail={data ? t("realtimeDetail", { count: data.realtime.connected_clients }) : undefined}
            />
            <Row
              icon={<Database />}
              label={t("database")}
              status={data?.database.status ?? null}
              detail={data?.database.latency_ms != null ? t("databaseDetail", { ms: formatNumber(data.database.latency_ms) }) : undefined}
            />
          </ul>
        </>
      )}
    </section>
  );
}
