// The automation calls: start, follow, cancel, and the list of running automations.
import { apiRequest, apiSend } from "@/lib/http/client";
import {
  automationStartResponseSchema,
  automationStatusListSchema,
  automationStatusSchema,
  type AutomationStartRequest,
} from "./schemas";

export const START_AUTOMATION_PATH = "/api/v1/niches/start-automation";
export const automationStatusPath = (taskId: string) =>
  `/api/v1/niches/automation-status/${encodeURIComponent(taskId)}`;
export const RUNNING_AUTOMATIONS_PATH = "/api/v1/niches/automation-status/";

export function requestAutomationStart(data: AutomationStartRequest) {
  return apiRequest(START_AUTOMATION_PATH, automationStartResponseSchema, { method: "POST", body: data });
}

export function requestAutomationCancel(taskId: string) {
  return apiSend(`/api/v1/niches/cancel-automation/${encodeURIComponent(taskId)}`, { method: "DELETE" });
}

export function fetchAutomationStatus(taskId: string) {
  return apiRequest(automationStatusPath(taskId), automationStatusSchema);
}

export function fetchRunningAutomations() {
  return apiRequest(RUNNING_AUTOMATIONS_PATH, automationStatusListSchema);
}
