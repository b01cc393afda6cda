// The automation calls: start, follow, cancel, and the list of running automations.
import { apiRequest, apiSend } from "@/lib/browser-data/client";
import {
  automationStartResponseSchema,
  automationStatusListSchema,
  automationStatusSchema,
  type AutomationStartRequest,
} from "./schemas";

import { automationContract } from "./contract";

export const START_AUTOMATION_PATH = automationContract.start.path;
export const automationStatusPath = (taskId: string) => automationContract.status.url({ task_id: taskId });
export const RUNNING_AUTOMATIONS_PATH = automationContract.running.path;

export function requestAutomationStart(data: AutomationStartRequest) {
  return apiRequest(START_AUTOMATION_PATH, automationStartResponseSchema, { method: "POST", body: data });
}

export function requestAutomationCancel(taskId: string) {
  return apiSend(automationContract.cancel.url({ task_id: taskId }), { method: "DELETE" });
}

export function fetchAutomationStatus(taskId: string) {
  return apiRequest(automationStatusPath(taskId), automationStatusSchema);
}

export function fetchRunningAutomations() {
  return apiRequest(RUNNING_AUTOMATIONS_PATH, automationStatusListSchema);
}
