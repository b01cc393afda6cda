// Runs entity cache handlers over a plain Map standing in for SWR's cache, for unit tests.
import type { RealtimeCacheHandler } from "./cache-handler";
import { parseRealtimeEvent, type RealtimeEvent } from "./events";
import { emptyStaleKeys, isStale, type StaleKeys } from "./revalidation";

export function realtimeEvent(name: string, payload: unknown): RealtimeEvent {
  const event = parseRealtimeEvent(name, payload);
  if (!event) throw new Error(`not a valid ${name} event`);
  return event;
}

export function runCacheHandler(handler: RealtimeCacheHandler, events: RealtimeEvent[], cache = new Map<string, unknown>()) {
  const stale: StaleKeys = emptyStaleKeys();
  handler(events, {
    cachedKeys: () => cache.keys(),
    patch(key, update) {
      const current = cache.get(key);
      const next = update(current);
      if (next !== current) cache.set(key, next);
    },
    stale,
  });
  return { cache, stale, isStale: (key: string) => isStale(stale, key) };
}
