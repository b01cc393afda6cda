// The automation calls. The contract (and its schemas) loads when first used: every page keeps the
// automation state, few start a run.
import { call, send } from "@/lib/browser-data/call";
import type { AutomationStartRequest } from "./schemas";

const automation = async () => (await import("./contract")).automationContract;

export const requestAutomationStart = async (data: AutomationStartRequest) => call((await automation()).start, { body: data });

export const requestAutomationCancel = async (taskId: string) => send((await automation()).cancel, { params: { task_id: taskId } });

export const fetchAutomationStatus = async (taskId: string) => call((await automation()).status, { params: { task_id: taskId } });

export const fetchRunningAutomations = async () => call((await automation()).running, {});
