import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { healthContract } from "../../features/health/contract";
import { contractRoute } from "../contract-routes";
import { pingDatabase } from "../repos/health-repo";
import type { GenerationPause } from "../pipelines/generation-pause";
import type { GenerationPaused } from "../../features/health/schemas";

function pausedAnswer(pause: GenerationPause): GenerationPaused {
  const until = pause.until.toISOString();
  return pause.reason === "model_unavailable"
    ? { reason: pause.reason, fault: pause.fault, until }
    : { reason: pause.reason, tokens_used: pause.tokensUsed, token_budget: pause.tokenBudget, until };
}

export const healthRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const isAdmin = (request: FastifyRequest) =>
    app.authenticate(request).then(
      (principal) => principal.kind === "user",
      () => false,
    );
  const { health } = healthContract;

  // Public liveness for load balancers and start-up checks; versions, client counts, latencies and
  // the queue are the whole instance's, which neither an outsider nor a niche's API client may read:
  // they need the admin's session.
  app.route({
    ...contractRoute(health),
    config: { public: true },
    handler: async (request) => {
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
      if (!(await isAdmin(request))) return { status };
      const gen = await ctx.generation.stats();
      const paused = await ctx.generation.pause();
      return {
        status,
        database: { status: dbStatus, latency_ms: latency },
        realtime: { status: "ok", connected_clients: ctx.realtime.connectedClients },
        generation: {
          status: paused ? "degraded" : "ok",
          queued: gen.queued,
          processing: gen.processing,
          automations_running: await ctx.automation.runningCount(),
          ...(paused ? { paused: pausedAnswer(paused) } : {}),
        },
        uptime_s: Math.round((Date.now() - ctx.startedAt) / 1000),
        version: ctx.config.version,
      };
    },
  });
};
