import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get("/api/v1/health", { config: { public: true } }, async () => {
    let dbStatus: "ok" | "down" = "ok";
    let latency: number | null = null;
    const t0 = performance.now();
    try {
      await ctx.db.query("SELECT 1");
      latency = Math.round((performance.now() - t0) * 100) / 100;
    } catch {
      dbStatus = "down";
    }
    const gen = ctx.generation.stats();
    return {
      status: dbStatus === "ok" ? "ok" : "degraded",
      database: { status: dbStatus, latency_ms: latency },
      realtime: { status: "ok", connected_clients: ctx.realtime.connectedClients },
      generation: { status: "ok", queued: gen.queued, processing: gen.processing, automations_running: ctx.automation.runningCount },
      uptime_s: Math.round((Date.now() - ctx.startedAt) / 1000),
      version: ctx.config.version,
    };
  });
}
