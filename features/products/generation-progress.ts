// How far a model's write has gone, per product, from the latest product_update that carried `progress`.
// Kept out of the SWR cache on purpose: progress arrives every second while a model streams and changes
// nothing a list or a refetch needs, so only the components that show it, per product, re-render.
import { useCallback, useContext, useSyncExternalStore } from "react";
import type { EventBus } from "@/lib/realtime/event-bus";
import { RealtimeBusContext } from "@/lib/realtime/realtime-context";
import type { ProductUpdateEvent } from "./events";

type Listener = () => void;

export interface GenerationProgress {
  /** Characters written so far. */
  characters: number;
  /** Percent of the length the backend expects, 0 to 99 (a write ends by completing), when it said one. */
  share?: number;
  /** When the write began, on this browser's clock (milliseconds since the epoch). */
  startedAt: number;
}

interface Kept extends GenerationProgress {
  /** The event's `started_at`, so a later event of the same write keeps the same start. */
  from: string | undefined;
}

const written = new Map<number, Kept>();
const listeners = new Map<number, Set<Listener>>();

const same = (a: Kept | undefined, b: Kept | undefined) =>
  a === b || (!!a && !!b && a.characters === b.characters && a.share === b.share && a.startedAt === b.startedAt);

function set(productId: number, progress: Kept | undefined): void {
  if (same(written.get(productId), progress)) return;
  if (progress === undefined) written.delete(productId);
  else written.set(productId, progress);
  listeners.get(productId)?.forEach((listener) => listener());
}

/**
 * The write's start on this browser's clock: the time the server says had passed at the event, counted
 * back from now (the two clocks need not agree); without the server's time, `started_at` itself; without
 * a start, the first event of the write seen here.
 */
function startOf(event: Pick<ProductUpdateEvent, "timestamp">, from: string | undefined, before: Kept | undefined): number {
  if (before && before.from === from) return before.startedAt;
  const started = from === undefined ? NaN : Date.parse(from);
  if (Number.isNaN(started)) return before?.startedAt ?? Date.now();
  const sent = event.timestamp ? Date.parse(event.timestamp) : NaN;
  return Number.isNaN(sent) ? started : Date.now() - Math.max(0, sent - started);
}

/** Takes one product_update: its progress, or, once the status leaves "generating", forgets the product's. */
export function recordProductUpdate(event: Pick<ProductUpdateEvent, "product_id" | "status" | "progress" | "timestamp">): void {
  const progress = event.progress;
  const characters = progress?.characters;
  if (typeof characters === "number") {
    const expected = progress?.expected_characters;
    const from = progress?.started_at;
    set(event.product_id, {
      characters,
      share: expected && expected > 0 ? Math.min(99, Math.floor((characters / expected) * 100)) : undefined,
      startedAt: startOf(event, from, written.get(event.product_id)),
      from,
    });
  } else if (event.status !== "generating") set(event.product_id, undefined);
}

/** The running generation of `productId` as far as a progress event said. */
export function generationProgress(productId: number): GenerationProgress | undefined {
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
 * How far the model has written `productId`'s running generation, or undefined (none reported yet, not
 * generating, or no product asked for). Re-renders only when that product's progress changes.
 */
export function useGenerationProgress(product: number | string | null | undefined): GenerationProgress | undefined {
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
