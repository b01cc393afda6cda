// The dashboard's counts as a query: the upstream's own when it offers them, else null (the screen
// then counts over the whole lists).
import { query } from "@/lib/contract/query";
import { keyOf } from "@/lib/contract/query-key";
import { call } from "@/lib/http/call";
import type { dashboardContract } from "./contract";
import { statsFromAnswer, type DashboardStats } from "./stats";

export const dashboardStatsQuery = query({
  key: keyOf<(typeof dashboardContract)["stats"]>("dashboard.stats"),
  // The contract and its schema load on the first read: the first screen comes parsed from the server.
  read: async (request): Promise<DashboardStats | null> => {
    const [{ dashboardContract: dashboard }, { optionalEndpoint }] = await Promise.all([import("./contract"), import("@/lib/http/optional-endpoint")]);
    const answer = await optionalEndpoint(() => call(dashboard.stats, {}, request));
    return answer === null ? null : statsFromAnswer(answer);
  },
});
