// The dashboard's one call of its own: its counts, computed where the rows are.
import { endpoint, optional } from "@/lib/contract/endpoint";
import { statsSchema } from "./schemas";

export const dashboardContract = {
  stats: endpoint("dashboard.stats", {
    method: "GET",
    path: "/api/v1/stats",
    summary: "Dashboard counts: niches (active, with a site), products per generation status and, optionally, tokens spent per month and niche",
    response: statsSchema,
    need: optional("The dashboard counts from the niche and product lists, read whole."),
  }),
} as const;
