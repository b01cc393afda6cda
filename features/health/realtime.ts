// Health carries the generation queue, which every product status change moves.
import type { RealtimeCacheHandler } from "@/lib/realtime/cache-handler";
import { HEALTH_PATH } from "./paths";

export const healthCacheHandler: RealtimeCacheHandler = (events, fx) => {
  if (events.some((e) => e.type === "product_update" || (e.type === "bulk_import_update" && e.payload.status === "completed"))) {
    fx.stale.exact.add(HEALTH_PATH);
  }
};
