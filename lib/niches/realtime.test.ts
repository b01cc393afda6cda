import { realtimeEvent, runCacheHandler } from "@/lib/realtime/cache-handler-harness";
import { nichesCacheHandler } from "./realtime";

describe("nichesCacheHandler", () => {
  it("a product change refetches the niche list (it carries product counts), not each niche", () => {
    const run = runCacheHandler(nichesCacheHandler, [realtimeEvent("product_update", { product_id: 1, niche_id: 7, status: "completed" })]);
    expect(run.isStale("/api/v1/niches/")).toBe(true);
    expect(run.isStale("/api/v1/niches/?limit=5")).toBe(true);
    expect(run.isStale("/api/v1/niches/7")).toBe(false);
  });

  it("only a completed automation refetches every niche key", () => {
    const automation = (status: string) => realtimeEvent("niche_automation_progress", { status });
    expect(runCacheHandler(nichesCacheHandler, [automation("website_completed")]).isStale("/api/v1/niches/")).toBe(false);
    const done = runCacheHandler(nichesCacheHandler, [automation("automation_completed")]);
    expect(done.isStale("/api/v1/niches/")).toBe(true);
    expect(done.isStale("/api/v1/niches/4")).toBe(true);
    expect(done.isStale("/api/v1/products/")).toBe(false);
  });
});
