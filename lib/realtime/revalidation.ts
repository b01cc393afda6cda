// The SWR keys an event batch makes stale, and a throttle so a burst of hundreds of events per second
// costs one refetch per key a second instead of one per frame. Which keys an event touches is each
// entity's business (its realtime cache handler); this file knows no entity.
import { matchesKey, type QueryKey } from "@/lib/contract/query-key";

/** Every key of an endpoint (`"products.ofNiche"`) or of an entity (`"products."`), narrowed by params. */
export interface StaleMatch {
  idOrEntity: string;
  params?: Record<string, string | number>;
}

export class StaleKeys {
  readonly #matches = new Map<string, StaleMatch>();

  /** Marks stale every key `matchesKey` finds for `idOrEntity` and `params`. */
  add(idOrEntity: string, params?: Record<string, string | number>): void {
    this.#matches.set(JSON.stringify([idOrEntity, params ?? null]), params ? { idOrEntity, params } : { idOrEntity });
  }

  merge(other: StaleKeys): void {
    for (const match of other.matches()) this.add(match.idOrEntity, match.params);
  }

  matches(): StaleMatch[] {
    return [...this.#matches.values()];
  }

  get size(): number {
    return this.#matches.size;
  }

  has(key: unknown): boolean {
    for (const { idOrEntity, params } of this.#matches.values()) if (matchesKey(key, idOrEntity, params)) return true;
    return false;
  }
}

/**
 * Every read the cache holds, by endpoint: what a connection that dropped must read again, as events
 * sent meanwhile are not replayed. Keys of the panel's own routes (a path, not an endpoint's id) are left.
 */
export function everyCachedRead(keys: Iterable<QueryKey>): StaleKeys {
  const stale = new StaleKeys();
  for (const [id] of keys) if (!id.startsWith("/")) stale.add(id);
  return stale;
}

export interface RevalidationThrottle {
  add(stale: StaleKeys): void;
  cancel(): void;
}

/** Revalidates on the next task, then at most once per interval (trailing), merging what piled up meanwhile. */
export function createRevalidationThrottle(
  revalidate: (stale: StaleKeys) => void,
  intervalMs = 1_000,
  now: () => number = Date.now,
): RevalidationThrottle {
  let pending = new StaleKeys();
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    if (pending.size === 0) return;
    const stale = pending;
    pending = new StaleKeys();
    last = now();
    revalidate(stale);
  };

  return {
    add(stale) {
      pending.merge(stale);
      if (timer !== null) return;
      // Never synchronous: SWR drops a fetch that starts while a mutation of its key is in flight,
      // and screens patch their lists in place from the very events that asked for this refetch.
      timer = setTimeout(flush, Math.max(0, last + intervalMs - now()));
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = new StaleKeys();
    },
  };
}
