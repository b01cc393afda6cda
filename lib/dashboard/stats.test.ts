import { computeDashboardStats } from "./stats";
import { resolveSiteUrl } from "./site-url";

describe("resolveSiteUrl", () => {
  it("tries siteUrl, vercelUrl, deployment.siteUrl, deployment.url, url in that order", () => {
    expect(resolveSiteUrl(JSON.stringify({ url: "https://u.dev", siteUrl: "https://s.dev" }))).toBe("https://s.dev/");
    expect(resolveSiteUrl({ vercelUrl: "v.vercel.app", url: "https://u.dev" })).toBe("https://v.vercel.app/");
    expect(resolveSiteUrl({ deployment: { siteUrl: "", url: "https://d.dev/x" }, url: "https://u.dev" })).toBe("https://d.dev/x");
    expect(resolveSiteUrl({ siteUrl: "  ", url: "http://u.dev" })).toBe("http://u.dev/");
  });

  it("gives null when nothing usable is stored", () => {
    expect(resolveSiteUrl(null)).toBeNull();
    expect(resolveSiteUrl("not json")).toBeNull();
    expect(resolveSiteUrl("{}")).toBeNull();
    expect(resolveSiteUrl({ siteUrl: 3, url: "javascript:alert(1)" })).toBeNull();
  });
});

describe("computeDashboardStats", () => {
  it("counts niches, active ones, sites, and products by status (processing counts as pending)", () => {
    const stats = computeDashboardStats(
      [
        { is_active: true, vercel_data: JSON.stringify({ siteUrl: "https://a.dev" }) },
        { is_active: false, vercel_data: null },
        { is_active: true, vercel_data: "{}" },
      ],
      [
        { generation_status: "pending" },
        { generation_status: "processing" },
        { generation_status: "completed" },
        { generation_status: "failed" },
      ],
    );
    expect(stats).toMatchObject({ total: 3, active: 2, withSites: 1, totalProducts: 4, pendingProducts: 2, completedProducts: 1 });
    expect(stats.byStatus).toEqual({ pending: 1, processing: 1, generating: 0, completed: 1, failed: 1, error: 0 });
  });
});
