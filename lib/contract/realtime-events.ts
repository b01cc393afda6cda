// The realtime (Socket.IO) contract: the events of no entity here, each entity's beside its feature
// (features/*/events.ts), and the list of them all that the panel's connection parses with.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { nicheAutomationProgressEventSchema } from "@/features/automation/events";
import { bulkImportUpdateEventSchema, productUpdateEventSchema } from "@/features/products/events";

export const connectionStatusEventSchema = z.looseObject({
  status: z.string(),
  message: z.nullish(z.string()),
  timestamp: z.nullish(z.string()),
});
export type ConnectionStatusEvent = z.infer<typeof connectionStatusEventSchema>;

export const NOTIFICATION_TYPES = ["info", "warning", "error"] as const;
export const systemNotificationEventSchema = z.looseObject({
  notification_type: z.catch(z.enum(NOTIFICATION_TYPES), "info"),
  message: z.string(),
  timestamp: z.nullish(z.string()),
});
export type SystemNotificationEvent = z.infer<typeof systemNotificationEventSchema>;

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
