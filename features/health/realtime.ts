// Health carries the generation queue, which every product status change moves.
import type { RealtimeCacheHandler } from "@/lib/realtime/cache-handler";
import { changesProducts } from "@/lib/realtime/events";
import { HEALTH_PATH } from "./paths";

export const healthCacheHandler: RealtimeCacheHandler = (events, fx) => {
  if (events.some(changesProducts)) {
    fx.stale.exact.add(HEALTH_PATH);
  }
};
