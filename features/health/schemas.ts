// Contract for GET /api/v1/health (public; read by the dashboard's system-status panel).
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";

const componentStatus = z.catch(z.enum(["ok", "degraded", "down"]), "degraded");

export const healthSchema = z.looseObject({
  status: z.catch(z.enum(["ok", "degraded"]), "degraded"),
  database: z.looseObject({ status: componentStatus, latency_ms: z.nullish(z.number()) }),
  realtime: z.looseObject({ status: componentStatus, connected_clients: z.number() }),
  generation: z.looseObject({ status: componentStatus, queued: z.number(), processing: z.number() }),
  uptime_s: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
