// What realtime events change in the cached niches: the list carries product counts, and a finished
// automation changes the niche it built.
import type { RealtimeCacheHandler } from "@/lib/realtime/cache-handler";
import { NICHES_PATH } from "./contract";

export const nichesCacheHandler: RealtimeCacheHandler = (events, fx) => {
  for (const event of events) {
    const productsChanged =
      event.type === "product_update" || (event.type === "bulk_import_update" && event.payload.status === "completed");
    if (productsChanged) {
      fx.stale.exact.add(NICHES_PATH);
      fx.stale.prefixes.add(`${NICHES_PATH}?`);
    } else if (event.type === "niche_automation_progress" && event.payload.status === "automation_completed") {
      fx.stale.prefixes.add(NICHES_PATH);
    }
  }
};
