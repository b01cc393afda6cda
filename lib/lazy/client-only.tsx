"use client";

import { lazy, Suspense, useSyncExternalStore, type ComponentType } from "react";

const subscribeNever = () => () => {};

/**
 * A component whose code loads the first time it renders in the browser; the server and hydration
 * render nothing in its place. React's `lazy` rather than `next/dynamic`, whose loader would add its
 * own code to every first load that uses it.
 */
export function clientOnly<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function ClientOnly(props: P) {
    const mounted = useSyncExternalStore(subscribeNever, () => true, () => false);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ClientOnly;
}
