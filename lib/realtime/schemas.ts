// Contract for every realtime (Socket.IO) event.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { preprocess } from "../zod/preprocess";
import { absent } from "../zod/received";

export const REALTIME_EVENTS = {
  connectionStatus: "connection_status",
  productUpdate: "product_update",
  bulkImportUpdate: "bulk_import_update",
  systemNotification: "system_notification",
  nicheAutomationProgress: "niche_automation_progress",
} as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

export const connectionStatusEventSchema = z.looseObject({
  status: z.string(),
  message: z.nullish(z.string()),
  timestamp: z.nullish(z.string()),
});
export type ConnectionStatusEvent = z.infer<typeof connectionStatusEventSchema>;

/** Fields a backend may send either at the top level or inside `data` (python-socketio backends often nest them). */
const PRODUCT_UPDATE_LIFTED = ["niche_id", "product_name", "content_title", "error_message"] as const;

/** Top-level fields win; absent ones are taken from `data`, so every reader finds them in one place. */
function liftProductUpdateData(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  const event = value as Record<string, unknown>;
  const data = event.data;
  if (data === null || typeof data !== "object") return value;
  const lifted = { ...event };
  for (const key of PRODUCT_UPDATE_LIFTED) {
    if (lifted[key] == null && (data as Record<string, unknown>)[key] != null) lifted[key] = (data as Record<string, unknown>)[key];
  }
  return lifted;
}

export const productUpdateEventSchema = preprocess(liftProductUpdateData, z.looseObject({
  product_id: z.number(),
  niche_id: z.nullish(z.number()),
  status: z.string(),
  product_name: z.nullish(z.string()),
  content_title: z.nullish(z.string()),
  error_message: z.nullish(z.string()),
  /** Extra fields to merge into the matching product (includes product_name, content_title). */
  data: z.nullish(z.record(z.string(), z.unknown())),
  timestamp: z.nullish(z.string()),
  /** A write in progress (characters written so far): the status has not changed. */
  progress: z.nullish(z.looseObject({ characters: z.optional(z.number()) })),
}));
export type ProductUpdateEvent = z.infer<typeof productUpdateEventSchema>;

/** product_update status sent when a product is deleted: the row leaves every list that holds it. */
export const DELETED_PRODUCT_STATUS = "deleted";

export const bulkImportUpdateEventSchema = z.looseObject({
  niche_id: z.number(),
  status: z.string(),
  total: z.number(),
  processed: z.number(),
  successfully_imported: z.number(),
  failed_imports: z.number(),
  timestamp: z.nullish(z.string()),
});
export type BulkImportUpdateEvent = z.infer<typeof bulkImportUpdateEventSchema>;

export const NOTIFICATION_TYPES = ["info", "warning", "error"] as const;
export const systemNotificationEventSchema = z.looseObject({
  notification_type: z.catch(z.enum(NOTIFICATION_TYPES), "info"),
  message: z.string(),
  timestamp: z.nullish(z.string()),
});
export type SystemNotificationEvent = z.infer<typeof systemNotificationEventSchema>;

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

/** Event name → payload schema, for a generic subscriber. */
export const realtimeEventSchemas = {
  connection_status: connectionStatusEventSchema,
  product_update: productUpdateEventSchema,
  bulk_import_update: bulkImportUpdateEventSchema,
  system_notification: systemNotificationEventSchema,
  niche_automation_progress: nicheAutomationProgressEventSchema,
} as const;
export type RealtimeEventPayloads = {
  [K in keyof typeof realtimeEventSchemas]: z.infer<(typeof realtimeEventSchemas)[K]>;
};
