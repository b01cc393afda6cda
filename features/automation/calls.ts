// The automation calls the browser makes.
import { apiRequest } from "@/lib/browser-data/client";
import { call, send } from "@/lib/http/call";
import { automationContract } from "./contract";
import { automationReads } from "./read-contract";
import type { AutomationStartRequest } from "./schemas";

export const requestAutomationStart = (data: AutomationStartRequest) => call(automationContract.start, { body: data }, apiRequest);

export const requestAutomationCancel = (taskId: string) => send(automationContract.cancel, { params: { task_id: taskId } }, apiRequest);

export const fetchAutomationStatus = (taskId: string) => call(automationReads.status, { params: { task_id: taskId } }, apiRequest);

export const fetchRunningAutomations = () => call(automationReads.running, {}, apiRequest);
