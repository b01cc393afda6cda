export { computeDashboardStats, type DashboardStats } from "./stats";
export { dashboardStatsQuery } from "./queries";
export { dashboardCacheHandler } from "./realtime";
