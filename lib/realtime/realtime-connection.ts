// The Socket.IO side of the realtime provider, loaded once the page is idle (with socket.io-client and
// the entities' cache handlers): events are parsed, batched per frame, published and applied to the cache.
import { io, type Socket } from "socket.io-client";
import { unstable_serialize, type Cache, type ScopedMutator } from "swr";
import type { QueryKey } from "@/lib/contract/query-key";
import { getToken } from "@/lib/browser-data/client";
import type { EventBus } from "./event-bus";
import { parseRealtimeEvent, type RealtimeEvent } from "./events";
import { createFrameBatcher } from "./frame-batcher";
import { classifyDisconnect, nextReconnect, socketOptions } from "./reconnect-policy";
import type { RealtimeStatus } from "./realtime-context";
import type { RealtimeCacheEffects, RealtimeCacheHandler } from "./cache-handler";
import { createRevalidationThrottle, everyCachedRead, StaleKeys } from "./revalidation";

export interface RealtimeConnectionOptions {
  token: string;
  bus: EventBus;
  cache: Cache;
  mutate: ScopedMutator;
  cacheHandlers: readonly RealtimeCacheHandler[];
  onStatus(status: RealtimeStatus): void;
  /** Called with the number of valid events of each batch. */
  onEvents(count: number): void;
}

export interface RealtimeConnection {
  reconnect(): void;
  close(): void;
}

/** Opens the one connection of the admin screens; `close` ends it and every retry. */
export function openRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  const { bus, cache, mutate, cacheHandlers, onStatus, onEvents } = options;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let clientClosed = false;

  const clearRetry = () => {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  };

  // Socket.io gave up, or will not retry (refused handshake, server kick): follow our own schedule.
  const scheduleRetry = () => {
    if (retryTimer !== null) return;
    attempt += 1;
    const delay = nextReconnect(attempt, clientClosed);
    if (delay === null) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      const token = getToken();
      if (clientClosed || !token) return;
      socket.auth = { token };
      onStatus("connecting");
      socket.connect();
    }, delay);
  };

  const throttle = createRevalidationThrottle((stale) => {
    void mutate((key) => stale.has(key));
  });
  const batcher = createFrameBatcher<RealtimeEvent>((events) => {
    onEvents(events.length);
    bus.publish(events);
    const effects: RealtimeCacheEffects = {
      cachedKeys: () => contractKeys(cache),
      patch(key, update) {
        const current = cache.get(unstable_serialize(key))?.data;
        const next = update(current);
        if (next !== current) void mutate(key, next, { revalidate: false });
      },
      stale: new StaleKeys(),
    };
    for (const handle of cacheHandlers) handle(events, effects);
    throttle.add(effects.stale);
  });

  const socket: Socket = io(window.location.origin, socketOptions(options.token));
  let connectedBefore = false;
  socket.on("connect", () => {
    attempt = 0;
    clearRetry();
    onStatus("connected");
    // Back after a drop: what the screens hold is read again (the server does not replay its events).
    if (connectedBefore) throttle.add(everyCachedRead(contractKeys(cache)));
    connectedBefore = true;
  });
  socket.on("connect_error", (error) => {
    onStatus("error");
    console.warn("[realtime] connection error:", error.message);
    if (!socket.active) scheduleRetry();
  });
  socket.on("disconnect", (reason) => {
    onStatus("disconnected");
    if (classifyDisconnect(reason) === "manual-retry") scheduleRetry();
  });
  socket.io.on("reconnect_attempt", () => onStatus("connecting"));
  socket.io.on("reconnect_error", () => onStatus("error"));
  socket.io.on("reconnect_failed", () => {
    onStatus("error");
    scheduleRetry();
  });
  socket.onAny((name: string, payload: unknown) => {
    const event = parseRealtimeEvent(name, payload);
    if (event) batcher.push(event);
  });
  onStatus("connecting");
  socket.connect();

  return {
    reconnect() {
      const token = getToken();
      if (!token) return;
      clearRetry();
      attempt = 0;
      socket.auth = { token };
      if (socket.connected) return;
      // A fresh start: drop any half-open attempt, then connect again.
      socket.disconnect();
      clientClosed = false;
      onStatus("connecting");
      socket.connect();
    },
    close() {
      clientClosed = true;
      clearRetry();
      batcher.cancel();
      throttle.cancel();
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.disconnect();
    },
  };
}

/** The original keys of SWR's cache (it stores each entry under its serialized key, the key itself in `_k`). */
function* contractKeys(cache: Cache): Iterable<QueryKey> {
  for (const serialized of cache.keys()) {
    const key: unknown = (cache.get(serialized) as { _k?: unknown } | undefined)?._k;
    if (Array.isArray(key) && typeof key[0] === "string") yield key as unknown as QueryKey;
  }
}
