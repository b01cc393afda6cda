// The SWR keys (API paths) an event batch makes stale, and a throttle so a burst of hundreds of
// events per second costs one refetch per key a second instead of one per frame. Which keys an event
// touches is each entity's business (its realtime cache handler); this file knows no entity.

export interface StaleKeys {
  prefixes: Set<string>;
  exact: Set<string>;
  patterns: Set<RegExp>;
}

export function emptyStaleKeys(): StaleKeys {
  return { prefixes: new Set(), exact: new Set(), patterns: new Set() };
}

export function hasStaleKeys(stale: StaleKeys): boolean {
  return stale.prefixes.size > 0 || stale.exact.size > 0 || stale.patterns.size > 0;
}

/** SWR keys are API paths; array keys are matched by their first element. */
export function isStale(stale: StaleKeys, key: unknown): boolean {
  const path = typeof key === "string" ? key : Array.isArray(key) && typeof key[0] === "string" ? key[0] : null;
  if (path === null) return false;
  if (stale.exact.has(path)) return true;
  for (const prefix of stale.prefixes) if (path.startsWith(prefix)) return true;
  for (const pattern of stale.patterns) if (pattern.test(path)) return true;
  return false;
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
  let pending = emptyStaleKeys();
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    if (!hasStaleKeys(pending)) return;
    const stale = pending;
    pending = emptyStaleKeys();
    last = now();
    revalidate(stale);
  };

  return {
    add(stale) {
      stale.prefixes.forEach((p) => pending.prefixes.add(p));
      stale.exact.forEach((k) => pending.exact.add(k));
      stale.patterns.forEach((r) => pending.patterns.add(r));
      if (timer !== null) return;
      // Never synchronous: SWR drops a fetch that starts while a mutation of its key is in flight,
      // and screens patch their lists in place from the very events that asked for this refetch.
      timer = setTimeout(flush, Math.max(0, last + intervalMs - now()));
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = emptyStaleKeys();
    },
  };
}
