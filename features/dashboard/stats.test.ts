import { computeDashboardStats } from "./stats";

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
