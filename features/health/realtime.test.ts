import { realtimeEvent, runCacheHandler } from "@/lib/realtime/cache-handler-harness";
import { healthCacheHandler } from "./realtime";

it("a product status change refetches health (its generation queue moved); other events do not", () => {
  const product = realtimeEvent("product_update", { product_id: 1, niche_id: 7, status: "generating" });
  expect(runCacheHandler(healthCacheHandler, [product]).isStale(["health.health"])).toBe(true);
  const automation = realtimeEvent("niche_automation_progress", { status: "website_completed" });
  expect(runCacheHandler(healthCacheHandler, [automation]).isStale(["health.health"])).toBe(false);
});

it("a write's progress (the status unchanged) does not", () => {
  const tick = realtimeEvent("product_update", { product_id: 1, niche_id: 7, status: "generating", progress: { characters: 900 } });
  expect(runCacheHandler(healthCacheHandler, [tick]).isStale(["health.health"])).toBe(false);
});
