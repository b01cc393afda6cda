// The automation's event of the realtime (Socket.IO) contract.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { absent } from "@/lib/zod/received";

export { AUTOMATION_EVENT_STEPS, type AutomationEventStatus } from "./automation-steps";

export const automationFinalDataSchema = z.looseObject({
  success: z.boolean(),
  niche_data: z.nullish(z.looseObject({ id: absent(z.number()), slug: absent(z.string()) })),
  previous_results: z.nullish(
    z.looseObject({
      website_config: z.nullish(z.looseObject({ data: z.optional(z.unknown()) })),
    }),
  ),
});
export type AutomationFinalData = z.infer<typeof automationFinalDataSchema>;

export const nicheAutomationProgressEventSchema = z.looseObject({
  task_id: z.nullish(z.string()),
  niche_slug: z.nullish(z.string()),
  status: z.string(),
  step: z.nullish(z.number()),
  total: z.nullish(z.number()),
  message: z.nullish(z.string()),
  data: z.optional(z.unknown()),
  error: z.nullish(z.string()),
  final_data: z.nullish(automationFinalDataSchema),
  timestamp: z.nullish(z.string()),
});
export type NicheAutomationProgressEvent = z.infer<typeof nicheAutomationProgressEventSchema>;
