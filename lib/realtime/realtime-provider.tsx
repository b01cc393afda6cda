"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { io, type Socket } from "socket.io-client";
import { useSWRConfig } from "swr";
import { getToken } from "@/lib/browser-data/client";
import { EventBus } from "./event-bus";
import { parseRealtimeEvent, type RealtimeEvent } from "./events";
import { createFrameBatcher } from "./frame-batcher";
import { classifyDisconnect, nextReconnect, socketOptions } from "./reconnect-policy";
import { RealtimeBusContext, RealtimeStatusContext, type RealtimeStatus } from "./realtime-context";
import type { RealtimeCacheEffects, RealtimeCacheHandler } from "./cache-handler";
import { createRevalidationThrottle, emptyStaleKeys, isStale } from "./revalidation";

interface RealtimeProviderProps {
  children: ReactNode;
  /** One per entity: what a batch of events changes in its cached data. */
  cacheHandlers: readonly RealtimeCacheHandler[];
}

/** The one Socket.IO connection of the admin screens: events are parsed, batched per frame, published to
 * the screens and routed to the entities' cache handlers. */
export function RealtimeProvider({ children, cacheHandlers }: RealtimeProviderProps) {
  const { cache, mutate } = useSWRConfig();
  const [bus] = useState(() => new EventBus());
  // The server and the first render cannot know the connection: they say it is being set up.
  const [status, setStatus] = useState<RealtimeStatus>("connecting");
  const [eventCount, setEventCount] = useState(0);
  const socketRef = useRef<Socket | null>(null);
  const attemptRef = useRef(0);
  const retryTimerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clientClosedRef = useRef(false);
  const handlersRef = useRef(cacheHandlers);
  useEffect(() => {
    handlersRef.current = cacheHandlers;
  });

  const clearRetry = () => {
    if (retryTimerRef.current !== null) clearTimeout(retryTimerRef.current);
    retryTimerRef.current = null;
  };

  // Socket.io gave up, or will not retry (refused handshake, server kick): follow our own schedule.
  const scheduleRetry = useCallback(() => {
    if (retryTimerRef.current !== null) return;
    attemptRef.current += 1;
    const delay = nextReconnect(attemptRef.current, clientClosedRef.current);
    if (delay === null) return;
    retryTimerRef.current = setTimeout(() => {
      retryTimerRef.current = null;
      const socket = socketRef.current;
      const token = getToken();
      if (!socket || clientClosedRef.current || !token) return;
      socket.auth = { token };
      setStatus("connecting");
      socket.connect();
    }, delay);
  }, []);

  useEffect(() => {
    const token = getToken();
    if (!token) {
      // Deferred so the effect itself never sets state synchronously.
      const none = setTimeout(() => setStatus("disconnected"), 0);
      return () => clearTimeout(none);
    }
    clientClosedRef.current = false;

    const throttle = createRevalidationThrottle((stale) => {
      void mutate((key) => isStale(stale, key));
    });
    const batcher = createFrameBatcher<RealtimeEvent>((events) => {
      setEventCount((count) => count + events.length);
      bus.publish(events);
      const effects: RealtimeCacheEffects = {
        cachedKeys: () => cache.keys(),
        patch(key, update) {
          const current = cache.get(key)?.data;
          const next = update(current);
          if (next !== current) void mutate(key, next, { revalidate: false });
        },
        stale: emptyStaleKeys(),
      };
      for (const handle of handlersRef.current) handle(events, effects);
      throttle.add(effects.stale);
    });

    const socket = io(window.location.origin, socketOptions(token));
    socketRef.current = socket;
    socket.on("connect", () => {
      attemptRef.current = 0;
      clearRetry();
      setStatus("connected");
    });
    socket.on("connect_error", (error) => {
      setStatus("error");
      console.warn("[realtime] connection error:", error.message);
      if (!socket.active) scheduleRetry();
    });
    socket.on("disconnect", (reason) => {
      const kind = classifyDisconnect(reason);
      setStatus("disconnected");
      if (kind === "manual-retry") scheduleRetry();
    });
    socket.io.on("reconnect_attempt", () => setStatus("connecting"));
    socket.io.on("reconnect_error", () => setStatus("error"));
    socket.io.on("reconnect_failed", () => {
      setStatus("error");
      scheduleRetry();
    });
    socket.onAny((name: string, payload: unknown) => {
      const event = parseRealtimeEvent(name, payload);
      if (event) batcher.push(event);
    });

    // Deferred so the effect itself never sets state synchronously.
    const start = setTimeout(() => {
      setStatus("connecting");
      socket.connect();
    }, 0);

    return () => {
      clientClosedRef.current = true;
      clearTimeout(start);
      clearRetry();
      batcher.cancel();
      throttle.cancel();
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.disconnect();
      socketRef.current = null;
    };
  }, [bus, scheduleRetry, cache, mutate]);

  const reconnect = useCallback(() => {
    const socket = socketRef.current;
    const token = getToken();
    if (!socket || !token) return;
    clearRetry();
    attemptRef.current = 0;
    socket.auth = { token };
    if (socket.connected) return;
    // A fresh start: drop any half-open attempt, then connect again.
    socket.disconnect();
    clientClosedRef.current = false;
    setStatus("connecting");
    socket.connect();
  }, []);

  const statusValue = useMemo(() => ({ status, eventCount, reconnect }), [status, eventCount, reconnect]);

  return (
    <RealtimeBusContext.Provider value={bus}>
      <RealtimeStatusContext.Provider value={statusValue}>{children}</RealtimeStatusContext.Provider>
    </RealtimeBusContext.Provider>
  );
}
