// Contract for GET /api/v1/health (public; read by the dashboard's system-status panel).
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";

const componentStatus = z.catch(z.enum(["ok", "degraded", "down"]), "degraded");

/**
 * `status` is all a load balancer needs and all a caller without the admin's session gets; the
 * instance's figures (components, queue, connected clients, uptime, version) come only to the admin.
 */
export const healthSchema = z.looseObject({
  status: z.catch(z.enum(["ok", "degraded"]), "degraded"),
  database: z.optional(z.looseObject({ status: componentStatus, latency_ms: z.nullish(z.number()) })),
  realtime: z.optional(z.looseObject({ status: componentStatus, connected_clients: z.number() })),
  generation: z.optional(z.looseObject({ status: componentStatus, queued: z.number(), processing: z.number() })),
  uptime_s: z.optional(z.number()),
  version: z.optional(z.string()),
});
export type Health = z.infer<typeof healthSchema>;
