// Contract for the niche automation.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { absent, withDefault } from "@/lib/zod/received";

import { AUTOMATION_TOTAL_STEPS } from "./total-steps";

export { AUTOMATION_TOTAL_STEPS };

// The start request (the wizard's data) lives in ./start-request-schema: only the backend validates it,
// and the browser modules that follow an automation need its type, not its schema.
export type { AutomationStartData, AutomationStartRequest } from "./start-request-schema";

export const automationStartResponseSchema = z.looseObject({
  task_id: z.string(),
  message: z.nullish(z.string()),
});
export type AutomationStartResponse = z.infer<typeof automationStartResponseSchema>;

export const AUTOMATION_TASK_STATUSES = ["running", "completed", "failed", "cancelled"] as const;

/** GET /v1/niches/automation-status/{task_id}. GET /v1/niches/automation-status/ returns a list of these (running tasks). */
export const automationStatusSchema = z.looseObject({
  /** The spec shows no shape for this answer: only `status` is required. */
  task_id: absent(z.string()),
  status: z.union([z.enum(AUTOMATION_TASK_STATUSES), z.string()]),
  niche_slug: z.nullish(z.string()),
  step: withDefault(z.number(), 0),
  total: withDefault(z.number(), AUTOMATION_TOTAL_STEPS),
  message: z.nullish(z.string()),
  error: z.nullish(z.string()),
  results: z.nullish(
    z.looseObject({
      websiteContent: z.optional(z.unknown()),
      finalConfig: z.optional(z.unknown()),
      websiteConfig: z.optional(z.unknown()),
    }),
  ),
  niche_id: z.nullish(z.number()),
  started_at: z.nullish(z.string()),
  finished_at: z.nullish(z.string()),
});
export type AutomationStatus = z.infer<typeof automationStatusSchema>;
export const automationStatusListSchema = z.array(automationStatusSchema);

