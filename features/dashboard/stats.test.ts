import { computeDashboardStats, statsFromAnswer } from "./stats";

describe("computeDashboardStats", () => {
  it("counts niches, active ones, sites, and products in the status groups the lists filter by", () => {
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
    expect(stats).toMatchObject({ total: 3, active: 2, withSites: 1, totalProducts: 4, pendingProducts: 1, completedProducts: 1 });
    expect(stats.byKind).toEqual({ pending: 1, generating: 1, completed: 1, error: 1 });
  });
});

describe("statsFromAnswer", () => {
  it("reads an upstream's counts as the counters, a status it does not name as none", () => {
    const stats = statsFromAnswer({
      niches: { total: 3, active: 2, with_site: 1 },
      products: { total: 7, by_status: { pending: 2, processing: 1, completed: 4, archived: 9 } },
    });
    expect(stats).toEqual({
      total: 3,
      active: 2,
      withSites: 1,
      totalProducts: 7,
      pendingProducts: 2,
      completedProducts: 4,
      byKind: { pending: 2, generating: 1, completed: 4, error: 0 },
    });
  });
});
