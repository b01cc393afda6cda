"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { RefreshCw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useRealtimeStatus } from "@/lib/realtime/hooks";
import { PageHeader } from "@/components/ui/page-header";

export function DashboardHeader({ onRefresh }: { onRefresh: () => Promise<void> }) {
  const t = useTranslations("dashboard");
  const tRealtime = useTranslations("realtime");
  const { status, eventCount } = useRealtimeStatus();
  const [refreshing, setRefreshing] = useState(false);
  const connected = status === "connected";

  const refresh = async () => {
    setRefreshing(true);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <PageHeader
      title={t("title")}
      description={t("subtitle")}
      actions={
        <div className="flex flex-wrap items-center gap-3">
          <Badge variant={connected ? "success" : "outline"} data-testid="connection-indicator">
            <span aria-hidden className={`size-2 rounded-full ${connected ? "bg-success" : "bg-muted-foreground"}`} />
            {connected ? t("connected") : status === "connecting" ? tRealtime("states.connecting") : t("disconnected")}
          </Badge>
          <span className="text-sm text-muted-foreground tabular-nums" data-testid="event-count">
            {t("eventCount", { count: eventCount })}
          </span>
          <Button variant="outline" onClick={refresh} disabled={refreshing}>
            <RefreshCw aria-hidden className={refreshing ? "animate-spin motion-reduce:animate-none" : undefined} />
            {refreshing ? t("refreshing") : t("refresh")}
          </Button>
        </div>
      }
    />
  );
}
