// Runs entity cache handlers over a plain map standing in for SWR's cache, for unit tests.
import type { QueryKey } from "@/lib/contract/query-key";
import type { RealtimeCacheHandler } from "./cache-handler";
import { parseRealtimeEvent, type RealtimeEvent } from "./events";
import { StaleKeys } from "./revalidation";

/** SWR's cache in miniature: entries under their serialized key, the key itself kept beside. */
export class KeyCache {
  readonly #entries = new Map<string, { key: QueryKey; data: unknown }>();

  constructor(entries: readonly (readonly [QueryKey, unknown])[] = []) {
    for (const [key, data] of entries) this.set(key, data);
  }

  get(key: QueryKey): unknown {
    return this.#entries.get(JSON.stringify(key))?.data;
  }

  set(key: QueryKey, data: unknown): void {
    this.#entries.set(JSON.stringify(key), { key, data });
  }

  keys(): QueryKey[] {
    return [...this.#entries.values()].map((entry) => entry.key);
  }
}

export function realtimeEvent(name: string, payload: unknown): RealtimeEvent {
  const event = parseRealtimeEvent(name, payload);
  if (!event) throw new Error(`not a valid ${name} event`);
  return event;
}

export function runCacheHandler(handler: RealtimeCacheHandler, events: RealtimeEvent[], cache = new KeyCache()) {
  const stale = new StaleKeys();
  handler(events, {
    cachedKeys: () => cache.keys(),
    patch(key, update) {
      const current = cache.get(key);
      const next = update(current);
      if (next !== current) cache.set(key, next);
    },
    stale,
  });
  return { cache, stale, isStale: (key: QueryKey) => stale.has(key) };
}
