// How an entity tells the realtime layer what a batch of events changes in its part of the SWR cache.
// The realtime layer parses and batches events; each entity module registers one handler, so the
// realtime layer never spells an entity's URL and each event is applied in exactly one place.
import type { QueryKey } from "@/lib/contract/query-key";
import type { RealtimeEvent } from "./events";
import type { StaleKeys } from "./revalidation";

export interface RealtimeCacheEffects {
  /** The contract keys the cache holds now (to find, say, every niche's product list). */
  cachedKeys(): Iterable<QueryKey>;
  /**
   * Rewrites one cached entry in place, without a refetch. `update` gets the cached data (undefined
   * when nothing is cached) and returns the new data; returning it unchanged writes nothing.
   */
  patch(key: QueryKey, update: (current: unknown) => unknown): void;
  /** Keys to refetch; the realtime layer throttles them to once a second. */
  stale: StaleKeys;
}

export type RealtimeCacheHandler = (events: readonly RealtimeEvent[], effects: RealtimeCacheEffects) => void;
