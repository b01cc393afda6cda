import { useSyncExternalStore } from "react";

/**
 * Code a page loads after its first paint (when idle, or on first use) and then renders at once:
 * once loaded, `loaded()` hands it over synchronously, with no Suspense fallback in between.
 */
export interface LazyModule<T> {
  load(): Promise<T>;
  loaded(): T | undefined;
  subscribe(listener: () => void): () => void;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importer().then(
        (loadedModule) => {
          value = loadedModule;
          // React's `use` reads a settled promise's value from these, without suspending again.
          Object.assign(loading!, { status: "fulfilled", value: loadedModule });
          for (const listener of listeners) listener();
          return loadedModule;
        },
        (error: unknown) => {
          // A failed load (the network) is tried again on the next use.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The module once loaded, else undefined; the server's render and hydration see it as not loaded. */
export function useLazyModule<T>(lazy: LazyModule<T>): T | undefined {
  return useSyncExternalStore(lazy.subscribe, lazy.loaded, () => undefined);
}
