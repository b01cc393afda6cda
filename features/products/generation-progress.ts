// How far a model's write has gone, per product: the characters of the latest product_update that carried
// `progress`. Kept out of the SWR cache on purpose: progress arrives every second while a model streams and
// changes nothing a list or a refetch needs, so only the components that show it, per product, re-render.
import { useCallback, useContext, useSyncExternalStore } from "react";
import type { EventBus } from "@/lib/realtime/event-bus";
import { RealtimeBusContext } from "@/lib/realtime/realtime-context";
import type { ProductUpdateEvent } from "./events";

type Listener = () => void;

const written = new Map<number, number>();
const listeners = new Map<number, Set<Listener>>();

function set(productId: number, characters: number | undefined): void {
  if (written.get(productId) === characters) return;
  if (characters === undefined) written.delete(productId);
  else written.set(productId, characters);
  listeners.get(productId)?.forEach((listener) => listener());
}

/** Takes one product_update: its progress, or, once the status leaves "generating", forgets the product's. */
export function recordProductUpdate(event: Pick<ProductUpdateEvent, "product_id" | "status" | "progress">): void {
  const characters = event.progress?.characters;
  if (typeof characters === "number") set(event.product_id, characters);
  else if (event.status !== "generating") set(event.product_id, undefined);
}

/** Characters written so far by the running generation of `productId`, when a progress event said so. */
export function generationProgress(productId: number): number | undefined {
  return written.get(productId);
}

export function subscribeGenerationProgress(productId: number, listener: Listener): () => void {
  let group = listeners.get(productId);
  if (!group) listeners.set(productId, (group = new Set()));
  group.add(listener);
  return () => {
    group.delete(listener);
    if (group.size === 0) listeners.delete(productId);
  };
}

// One bus subscription however many components follow, dropped with the last of them.
const feeds = new Map<EventBus, { followers: number; stop: () => void }>();

/**
 * Feeds the store from `bus` until the returned function is called as many times as this was. Once nobody
 * follows, what the store knew is forgotten: it would go stale without events.
 */
export function followGenerationProgress(bus: EventBus): () => void {
  let feed = feeds.get(bus);
  if (!feed) {
    const stop = bus.subscribe("product_update", (event) => {
      if (event.type === "product_update") recordProductUpdate(event.payload);
    });
    feeds.set(bus, (feed = { followers: 0, stop }));
  }
  const current = feed;
  current.followers++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--current.followers > 0) return;
    current.stop();
    feeds.delete(bus);
    if (feeds.size === 0) for (const productId of [...written.keys()]) set(productId, undefined);
  };
}

const nothing = () => undefined;

/**
 * Characters the model has written for `productId`'s running generation, or undefined (none reported yet,
 * not generating, or no product asked for). Re-renders only when that product's number changes.
 */
export function useGenerationProgress(product: number | string | null | undefined): number | undefined {
  const bus = useContext(RealtimeBusContext);
  // The content page knows the product by its route's id, a string.
  const productId = product == null || product === "" ? null : Number(product);
  const subscribe = useCallback(
    (listener: Listener) => {
      if (productId == null) return () => {};
      const unsubscribe = subscribeGenerationProgress(productId, listener);
      const unfollow = bus ? followGenerationProgress(bus) : () => {};
      return () => {
        unfollow();
        unsubscribe();
      };
    },
    [bus, productId],
  );
  const snapshot = useCallback(() => (productId == null ? undefined : written.get(productId)), [productId]);
  return useSyncExternalStore(subscribe, snapshot, nothing);
}
