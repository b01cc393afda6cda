"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { RefreshCw, Wifi, WifiOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { useBrowserOnline } from "@/lib/dom/use-browser-online";
import { useRealtimeStatus, type RealtimeStatus } from "@/lib/realtime/hooks";

/** The progress bar each connection state shows. */
const PROGRESS: Record<RealtimeStatus, number> = { connected: 100, connecting: 50, error: 25, disconnected: 0 };
const BAR: Record<RealtimeStatus, string> = {
  connected: "bg-success",
  connecting: "bg-warning",
  error: "bg-destructive",
  disconnected: "bg-muted-foreground",
};
const RECONNECT_SPINNER_MS = 2_000;

export function RealtimePanel() {
  const t = useTranslations("realtime");
  const tDash = useTranslations("dashboard.realtime");
  const { status, eventCount, reconnect } = useRealtimeStatus();
  // A browser with a network that cannot connect is facing a server that is down, not its own network.
  const online = useBrowserOnline();
  const description = status === "error" && online ? "serverUnreachable" : status;
  const [reconnecting, setReconnecting] = useState(false);

  useEffect(() => {
    if (!reconnecting) return;
    const timer = setTimeout(() => setReconnecting(false), RECONNECT_SPINNER_MS);
    return () => clearTimeout(timer);
  }, [reconnecting]);

  const onReconnect = () => {
    setReconnecting(true);
    reconnect();
  };
  const canReconnect = status === "error" || status === "disconnected";
  const Icon = status === "connected" || status === "connecting" ? Wifi : WifiOff;

  return (
    <section aria-labelledby="realtime-panel-title" className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <h2 id="realtime-panel-title" className="text-lg font-semibold">
        {tDash("title")}
      </h2>
      <div role="status" aria-live="polite" className="mt-4 space-y-1" data-testid="realtime-panel" data-status={status}>
        <p className="flex items-center gap-2 font-medium">
          <Icon aria-hidden className={status === "connected" ? "size-4 text-success" : "size-4 text-muted-foreground"} />
          {t(`states.${status}`)}
        </p>
        <p className="text-sm text-muted-foreground">{t(`descriptions.${description}`, { count: eventCount })}</p>
      </div>
      <Progress
        className="mt-4"
        value={PROGRESS[status]}
        aria-label={tDash("progressLabel")}
        indicatorClassName={BAR[status]}
      />
      {canReconnect || reconnecting ? (
        <Button className="mt-4" variant="outline" size="sm" onClick={onReconnect} disabled={reconnecting}>
          <RefreshCw aria-hidden className={reconnecting ? "animate-spin motion-reduce:animate-none" : undefined} />
          {reconnecting ? t("reconnecting") : t("reconnect")}
        </Button>
      ) : null}
    </section>
  );
}
