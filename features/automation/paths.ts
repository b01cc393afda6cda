// The automation calls' paths, spelled only here: contract.ts builds its endpoints from them, and keys,
// links and realtime handlers import them without loading any schema.
import { fillUrl } from "@/lib/contract/path-template";

export const automationPathTemplates = {
  start: "/api/v1/niches/start-automation",
  running: "/api/v1/niches/automation-status/",
  status: "/api/v1/niches/automation-status/{task_id}",
  cancel: "/api/v1/niches/cancel-automation/{task_id}",
} as const;

export const START_AUTOMATION_PATH = automationPathTemplates.start;
export const RUNNING_AUTOMATIONS_PATH = automationPathTemplates.running;
export const automationStatusPath = (taskId: string) => fillUrl(automationPathTemplates.status, { task_id: taskId });
export const automationCancelPath = (taskId: string) => fillUrl(automationPathTemplates.cancel, { task_id: taskId });
