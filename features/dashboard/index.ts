export { computeDashboardStats } from "./stats";
