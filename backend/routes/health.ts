import type { FastifyInstance, FastifyRequest } from "fastify";
import { authenticate } from "../auth";
import type { AppContext } from "../context";

async function signedIn(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  try {
    await authenticate(ctx, request);
    return true;
  } catch {
    return false;
  }
}

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public liveness for load balancers and start-up checks; versions, client counts, latencies and
  // the queue tell an outsider too much, so they need a session.
  app.get("/api/v1/health", { config: { public: true } }, async (request) => {
    let dbStatus: "ok" | "down" = "ok";
    let latency: number | null = null;
    const t0 = performance.now();
    try {
      await ctx.db.query("SELECT 1");
      latency = Math.round((performance.now() - t0) * 100) / 100;
    } catch {
      dbStatus = "down";
    }
    const status = dbStatus === "ok" ? "ok" : "degraded";
    if (!(await signedIn(ctx, request))) return { status };
    const gen = ctx.generation.stats();
    return {
      status,
      database: { status: dbStatus, latency_ms: latency },
      realtime: { status: "ok", connected_clients: ctx.realtime.connectedClients },
      generation: { status: "ok", queued: gen.queued, processing: gen.processing, automations_running: ctx.automation.runningCount },
      uptime_s: Math.round((Date.now() - ctx.startedAt) / 1000),
      version: ctx.config.version,
    };
  });
}
