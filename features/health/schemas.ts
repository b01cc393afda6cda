// Contract for GET /api/v1/health (public; read by the dashboard's system-status panel).
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";

const componentStatus = z.catch(z.enum(["ok", "degraded", "down"]), "degraded");

/** Why this instance's generation does not call the model now (the embedded backend's; others omit it). */
const generationPaused = z.looseObject({
  reason: z.enum(["model_unavailable", "token_budget"]),
  /** model_unavailable: what the model server did. */
  fault: z.optional(z.catch(z.enum(["key_rejected", "access_denied", "model_not_found", "quota_exhausted", "unreachable"]), "unreachable")),
  /** token_budget: the month's tokens and the budget. */
  tokens_used: z.optional(z.number()),
  token_budget: z.optional(z.number()),
  /** When calls are tried again. */
  until: z.nullish(z.string()),
});
export type GenerationPaused = z.infer<typeof generationPaused>;

/**
 * `status` is all a load balancer needs and all a caller without the admin's session gets; the
 * instance's figures (components, queue, connected clients, uptime, version) come only to the admin.
 */
export const healthSchema = z.looseObject({
  status: z.catch(z.enum(["ok", "degraded"]), "degraded"),
  database: z.optional(z.looseObject({ status: componentStatus, latency_ms: z.nullish(z.number()) })),
  realtime: z.optional(z.looseObject({ status: componentStatus, connected_clients: z.number() })),
  generation: z.optional(
    z.looseObject({ status: componentStatus, queued: z.number(), processing: z.number(), paused: z.optional(generationPaused) }),
  ),
  uptime_s: z.optional(z.number()),
  version: z.optional(z.string()),
});
export type Health = z.infer<typeof healthSchema>;
