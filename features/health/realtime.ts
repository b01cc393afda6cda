// Health carries the generation queue, which every product status change moves.
import type { RealtimeCacheHandler } from "@/lib/realtime/cache-handler";
import { changesProducts } from "@/features/products";

export const healthCacheHandler: RealtimeCacheHandler = (events, fx) => {
  if (events.some(changesProducts)) fx.stale.add("health.health");
};
