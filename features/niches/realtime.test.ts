import { KeyCache, realtimeEvent, runCacheHandler } from "@/lib/realtime/cache-handler-harness";
import { nichesCacheHandler } from "./realtime";

describe("nichesCacheHandler", () => {
  it("a product change refetches the niche list and its pages (they carry product counts), not each niche", () => {
    const run = runCacheHandler(nichesCacheHandler, [realtimeEvent("product_update", { product_id: 1, niche_id: 7, status: "completed" })]);
    expect(run.isStale(["niches.list"])).toBe(true);
    expect(run.isStale(["niches.page", { q: "", status: "all", sort: "product_count", page: "2" }])).toBe(true);
    expect(run.isStale(["niches.count", { status: "active" }])).toBe(false);
    expect(run.isStale(["niches.list", { limit: "5" }])).toBe(true);
    expect(run.isStale(["niches.get", { niche_id: "7" }])).toBe(false);
  });

  it("a write's progress (the status unchanged) refetches nothing", () => {
    const tick = realtimeEvent("product_update", { product_id: 1, niche_id: 7, status: "generating", progress: { characters: 900 } });
    expect(runCacheHandler(nichesCacheHandler, [tick]).isStale(["niches.list"])).toBe(false);
  });

  it("only a completed automation refetches every niche key", () => {
    const automation = (status: string) => realtimeEvent("niche_automation_progress", { status });
    expect(runCacheHandler(nichesCacheHandler, [automation("website_completed")]).isStale(["niches.list"])).toBe(false);
    const done = runCacheHandler(nichesCacheHandler, [automation("automation_completed")]);
    expect(done.isStale(["niches.list"])).toBe(true);
    expect(done.isStale(["niches.get", { niche_id: "4" }])).toBe(true);
    expect(done.isStale(["products.list"])).toBe(false);
  });
});

describe("nichesCacheHandler, automation events on a cached niche", () => {
  const NICHE = { id: 7, name: "Café", slug: "es-cafe-molido", is_active: true, vercel_data: null };
  const cached = () => new KeyCache([[["niches.get", { niche_id: "7" }], NICHE], [["niches.get", { niche_id: "8" }], { ...NICHE, id: 8, slug: "otro" }]]);

  it("a ready website puts its address on the niche it names, at once", () => {
    const run = runCacheHandler(
      nichesCacheHandler,
      [realtimeEvent("niche_automation_progress", { status: "website_completed", niche_slug: "es_cafe_molido", data: { siteUrl: "https://cafe.example/" } })],
      cached(),
    );
    expect(JSON.parse((run.cache.get(["niches.get", { niche_id: "7" }]) as { vercel_data: string }).vercel_data)).toEqual({ siteUrl: "https://cafe.example/" });
    expect(run.cache.get(["niches.get", { niche_id: "8" }])).toMatchObject({ vercel_data: null });
    expect(run.isStale(["niches.get", { niche_id: "7" }])).toBe(false);
  });

  it("a completed automation merges the niche it carries, then refetches it", () => {
    const run = runCacheHandler(
      nichesCacheHandler,
      [
        realtimeEvent("niche_automation_progress", {
          status: "automation_completed",
          niche_slug: "es-cafe-molido",
          final_data: { success: true, niche_data: { id: 7, description: "nueva", client_secret: "s3cr3t" } },
        }),
      ],
      cached(),
    );
    expect(run.cache.get(["niches.get", { niche_id: "7" }])).toMatchObject({ id: 7, description: "nueva" });
    expect(JSON.stringify(run.cache.get(["niches.get", { niche_id: "7" }]))).not.toContain("s3cr3t");
    expect(run.isStale(["niches.get", { niche_id: "7" }])).toBe(true);
  });

  it("a failed automation changes nothing", () => {
    const cache = cached();
    const before = cache.get(["niches.get", { niche_id: "7" }]);
    const run = runCacheHandler(
      nichesCacheHandler,
      [realtimeEvent("niche_automation_progress", { status: "automation_completed", niche_slug: "es-cafe-molido", final_data: { success: false } })],
      cache,
    );
    expect(run.cache.get(["niches.get", { niche_id: "7" }])).toBe(before);
  });
});
