"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useSWRConfig } from "swr";
import { getToken } from "@/lib/browser-data/client";
import { whenIdle } from "@/lib/lazy/when-idle";
import { EventBus } from "./event-bus";
import { RealtimeBusContext, RealtimeStatusContext, type RealtimeStatus } from "./realtime-context";
import type { RealtimeCacheHandler } from "./cache-handler";
import type { RealtimeConnection } from "./realtime-connection";

interface RealtimeProviderProps {
  children: ReactNode;
  /** One handler per entity: what a batch of events changes in its cached data. */
  cacheHandlers: readonly RealtimeCacheHandler[];
}

/**
 * The one Socket.IO connection of the admin screens. It opens once the page is idle: socket.io-client
 * and the event parsing load then, so no screen's first load carries them. Until then the status says
 * the connection is being set up.
 */
export function RealtimeProvider({ children, cacheHandlers }: RealtimeProviderProps) {
  const { cache, mutate } = useSWRConfig();
  const [bus] = useState(() => new EventBus());
  // The server and the first render cannot know the connection: they say it is being set up.
  const [status, setStatus] = useState<RealtimeStatus>("connecting");
  const [eventCount, setEventCount] = useState(0);
  const connectionRef = useRef<RealtimeConnection | null>(null);
  const handlersRef = useRef(cacheHandlers);
  useEffect(() => {
    handlersRef.current = cacheHandlers;
  });

  useEffect(() => {
    const token = getToken();
    if (!token) {
      // Deferred so the effect itself never sets state synchronously.
      const none = setTimeout(() => setStatus("disconnected"), 0);
      return () => clearTimeout(none);
    }
    let closed = false;
    const cancelIdle = whenIdle(() => {
      void import("./realtime-connection").then(({ openRealtimeConnection }) => {
        if (closed) return;
        connectionRef.current = openRealtimeConnection({
          token,
          bus,
          cache,
          mutate,
          cacheHandlers: handlersRef.current,
          onStatus: setStatus,
          onEvents: (count) => setEventCount((total) => total + count),
        });
      });
    });
    return () => {
      closed = true;
      cancelIdle();
      connectionRef.current?.close();
      connectionRef.current = null;
    };
  }, [bus, cache, mutate]);

  // Before the connection has loaded there is nothing to restart: it is about to open.
  const reconnect = useCallback(() => connectionRef.current?.reconnect(), []);

  const statusValue = useMemo(() => ({ status, eventCount, reconnect }), [status, eventCount, reconnect]);

  return (
    <RealtimeBusContext.Provider value={bus}>
      <RealtimeStatusContext.Provider value={statusValue}>{children}</RealtimeStatusContext.Provider>
    </RealtimeBusContext.Provider>
  );
}
