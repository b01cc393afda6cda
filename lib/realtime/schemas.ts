// Contract for every realtime (Socket.IO) event (spec 01 §7 "Real-time channel", spec 02 §3).
import { z } from "zod";

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
  message: z.string().nullish(),
  timestamp: z.string().nullish(),
});
export type ConnectionStatusEvent = z.infer<typeof connectionStatusEventSchema>;

export const productUpdateEventSchema = z.looseObject({
  product_id: z.number(),
  niche_id: z.number().nullish(),
  status: z.string(),
  product_name: z.string().nullish(),
  content_title: z.string().nullish(),
  error_message: z.string().nullish(),
  /** Extra fields to merge into the matching product (includes product_name, content_title). */
  data: z.record(z.string(), z.unknown()).nullish(),
  timestamp: z.string().nullish(),
});
export type ProductUpdateEvent = z.infer<typeof productUpdateEventSchema>;

export const BULK_IMPORT_STATUSES = ["started", "progress", "completed"] as const;
export const bulkImportUpdateEventSchema = z.looseObject({
  niche_id: z.number(),
  status: z.string(),
  total: z.number(),
  processed: z.number(),
  successfully_imported: z.number(),
  failed_imports: z.number(),
  timestamp: z.string().nullish(),
});
export type BulkImportUpdateEvent = z.infer<typeof bulkImportUpdateEventSchema>;

export const NOTIFICATION_TYPES = ["info", "warning", "error"] as const;
export const systemNotificationEventSchema = z.looseObject({
  notification_type: z.enum(NOTIFICATION_TYPES).catch("info"),
  message: z.string(),
  timestamp: z.string().nullish(),
});
export type SystemNotificationEvent = z.infer<typeof systemNotificationEventSchema>;

/** `status` values of niche_automation_progress and their step (spec 01 §4 event table). */
export const AUTOMATION_EVENT_STEPS = {
  automation_started: 0,
  website_content_generating: 1,
  website_content_completed: 1,
  website_content_error: 1,
  final_config_generating: 2,
  final_config_completed: 2,
  final_config_error: 2,
  website_generating: 3,
  website_completed: 3,
  website_error: 3,
  niche_creating: 4,
  niche_completed: 4,
  niche_error: 4,
  automation_completed: 4,
} as const;
export type AutomationEventStatus = keyof typeof AUTOMATION_EVENT_STEPS | "automation_error" | "automation_cancelled";
export const AUTOMATION_EVENT_STATUSES = [
  ...(Object.keys(AUTOMATION_EVENT_STEPS) as (keyof typeof AUTOMATION_EVENT_STEPS)[]),
  "automation_error",
  "automation_cancelled",
] as const;

export const automationFinalDataSchema = z.looseObject({
  success: z.boolean(),
  niche_data: z.looseObject({ id: z.number().optional(), slug: z.string().optional() }).nullish(),
  previous_results: z
    .looseObject({
      website_config: z.looseObject({ data: z.unknown().optional() }).nullish(),
    })
    .nullish(),
});
export type AutomationFinalData = z.infer<typeof automationFinalDataSchema>;

export const nicheAutomationProgressEventSchema = z.looseObject({
  task_id: z.string().nullish(),
  niche_slug: z.string().nullish(),
  status: z.string(),
  step: z.number().nullish(),
  total: z.number().nullish(),
  message: z.string().nullish(),
  data: z.unknown().optional(),
  error: z.string().nullish(),
  final_data: automationFinalDataSchema.nullish(),
  timestamp: z.string().nullish(),
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
