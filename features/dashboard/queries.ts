// The dashboard's counts as a query: the upstream's own when it offers them, else null (the screen
// then counts over the whole lists).
import { query } from "@/lib/contract/query";
import { keyFor } from "@/lib/contract/query-key";
import { call } from "@/lib/http/call";
import { optionalEndpoint } from "@/lib/http/optional-endpoint";
import { dashboardContract } from "./contract";
import { statsFromAnswer, type DashboardStats } from "./stats";

export const dashboardStatsQuery = query({
  key: keyFor(dashboardContract.stats),
  read: async (request): Promise<DashboardStats | null> => {
    const answer = await optionalEndpoint(() => call(dashboardContract.stats, {}, request));
    return answer === null ? null : statsFromAnswer(answer);
  },
});
