// The automation calls. The contract (and its schemas) loads when first used: every page follows the
// automations (the reads alone), few start or cancel a run.
import { call, send } from "@/lib/browser-data/call";
import type { AutomationStartRequest } from "./schemas";

const automation = async () => (await import("./contract")).automationContract;
const reads = async () => (await import("./read-contract")).automationReads;

export const requestAutomationStart = async (data: AutomationStartRequest) => call((await automation()).start, { body: data });

export const requestAutomationCancel = async (taskId: string) => send((await automation()).cancel, { params: { task_id: taskId } });

export const fetchAutomationStatus = async (taskId: string) => call((await reads()).status, { params: { task_id: taskId } });

export const fetchRunningAutomations = async () => call((await reads()).running, {});
