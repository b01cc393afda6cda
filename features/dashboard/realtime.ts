// The dashboard's counts move with every product status change and with the niches an automation builds.
import type { RealtimeCacheHandler } from "@/lib/realtime/cache-handler";
import { changesProducts } from "@/features/products";

export const dashboardCacheHandler: RealtimeCacheHandler = (events, fx) => {
  if (events.some((event) => changesProducts(event) || event.type === "niche_automation_progress")) fx.stale.add("dashboard.stats");
};
