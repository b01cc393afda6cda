import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../context";
import { dashboardContract } from "../../features/dashboard/contract";
import { contractRoute } from "../contract-routes";
import { callerNiche } from "../niche-scope";
import { readStats } from "../repos/stats-repo";

export const statsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...contractRoute(dashboardContract.stats),
    config: { nicheScoped: true },
    handler: (request) => readStats(ctx.db, callerNiche(request)),
  });
};
