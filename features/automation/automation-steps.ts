// The automation's progress statuses and their wizard step, without their event schema: the
// automation's state in the browser reads them on every page, the schema only with the events.
/** `status` values of niche_automation_progress and their step. */
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
