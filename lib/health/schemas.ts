// Contract for GET /api/v1/health (public; read by the dashboard's system-status panel).
import { z } from "zod";

const componentStatus = z.enum(["ok", "degraded", "down"]).catch("degraded");

export const healthSchema = z.looseObject({
  status: z.enum(["ok", "degraded"]).catch("degraded"),
  database: z.looseObject({ status: componentStatus, latency_ms: z.number().nullish() }),
  realtime: z.looseObject({ status: componentStatus, connected_clients: z.number() }),
  generation: z.looseObject({ status: componentStatus, queued: z.number(), processing: z.number() }),
  uptime_s: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
