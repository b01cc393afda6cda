import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { healthContract } from "../../features/health/contract";
import { contractRoute } from "../contract-routes";
import { pingDatabase } from "../repos/health-repo";

export const healthRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = (request: FastifyRequest) =>
    app.authenticate(request).then(
      () => true,
      () => false,
    );
  const { health } = healthContract;

  // Public liveness for load balancers and start-up checks; versions, client counts, latencies and
  // the queue tell an outsider too much, so they need a session.
  app.route({
    ...contractRoute(health),
    config: { public: true },
    handler: async (request, reply) => {
      let dbStatus: "ok" | "down" = "ok";
      let latency: number | null = null;
      const t0 = performance.now();
      try {
        await pingDatabase(ctx.db);
        latency = Math.round((performance.now() - t0) * 100) / 100;
      } catch {
        dbStatus = "down";
      }
      const status = dbStatus === "ok" ? "ok" : "degraded";
      // The stranger's `{status}` is not the contract's answer (the panel always asks with its session).
      if (!(await signedIn(request))) return reply.serializer(JSON.stringify).send({ status });
      const gen = await ctx.generation.stats();
      return {
        status,
        database: { status: dbStatus, latency_ms: latency },
        realtime: { status: "ok", connected_clients: ctx.realtime.connectedClients },
        generation: { status: "ok", queued: gen.queued, processing: gen.processing, automations_running: await ctx.automation.runningCount() },
        uptime_s: Math.round((Date.now() - ctx.startedAt) / 1000),
        version: ctx.config.version,
      };
    },
  });
};
