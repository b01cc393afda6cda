// The automation calls: start, follow, cancel, and the list of running automations.
import { apiRequest, apiSend } from "@/lib/browser-data/client";
import {
  automationStartResponseSchema,
  automationStatusListSchema,
  automationStatusSchema,
  type AutomationStartRequest,
} from "./schemas";
import { automationCancelPath, automationStatusPath, RUNNING_AUTOMATIONS_PATH, START_AUTOMATION_PATH } from "./paths";

export function requestAutomationStart(data: AutomationStartRequest) {
  return apiRequest(START_AUTOMATION_PATH, automationStartResponseSchema, { method: "POST", body: data });
}

export function requestAutomationCancel(taskId: string) {
  return apiSend(automationCancelPath(taskId), { method: "DELETE" });
}

export function fetchAutomationStatus(taskId: string) {
  return apiRequest(automationStatusPath(taskId), automationStatusSchema);
}

export function fetchRunningAutomations() {
  return apiRequest(RUNNING_AUTOMATIONS_PATH, automationStatusListSchema);
}
