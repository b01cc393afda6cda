// Module-level automation state: survives navigation between admin screens, and a
// reload while a task runs (task id and slug kept in sessionStorage, restored from automation-status).
import { ApiError } from "@/lib/http/api-error";
import { AUTOMATION_TASK_KEY } from "@/lib/session/storage-keys";
import { optionalEndpoint } from "@/lib/http/optional-endpoint";
import type { NicheAutomationProgressEvent } from "./events";
import {
  applyAutomationEvent,
  automationErrorDefault,
  INITIAL_AUTOMATION_STATE,
  type AutomationResults,
  type AutomationState,
} from "./automation-reducer";
import type { AutomationStartRequest, AutomationStatus } from "./schemas";
import { fetchAutomationStatus, fetchRunningAutomations, requestAutomationCancel, requestAutomationStart } from "./calls";

let state: AutomationState = INITIAL_AUTOMATION_STATE;
const listeners = new Set<() => void>();
let restoring: Promise<void> | null = null;

export function getAutomationState(): AutomationState {
  return state;
}

export function getServerAutomationState(): AutomationState {
  return INITIAL_AUTOMATION_STATE;
}

export function subscribeAutomation(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function persist(next: AutomationState): void {
  if (typeof window === "undefined") return;
  try {
    if (next.isRunning && next.taskId) {
      window.sessionStorage.setItem(AUTOMATION_TASK_KEY, JSON.stringify({ taskId: next.taskId, nicheSlug: next.nicheSlug }));
    } else {
      window.sessionStorage.removeItem(AUTOMATION_TASK_KEY);
    }
  } catch {
    // Storage may be unavailable (private mode); the state still works for this page.
  }
}

function setState(next: AutomationState): void {
  if (next === state) return;
  state = next;
  persist(next);
  listeners.forEach((listener) => listener());
}

export function dispatchAutomationEvent(event: NicheAutomationProgressEvent): void {
  setState(applyAutomationEvent(state, event));
}

/** Starts the automation with the wizard data; throws ApiError (the caller shows 'Error iniciando automatización'). */
export async function startAutomation(wizardData: AutomationStartRequest): Promise<string> {
  setState({ ...INITIAL_AUTOMATION_STATE, isRunning: true, nicheSlug: wizardData.slug });
  try {
    const { task_id } = await requestAutomationStart(wizardData);
    if (state.nicheSlug === wizardData.slug) setState({ ...state, taskId: task_id });
    return task_id;
  } catch (error) {
    setState(INITIAL_AUTOMATION_STATE);
    throw error;
  }
}

export function resetAutomation(): void {
  setState(INITIAL_AUTOMATION_STATE);
}

/** Cancels the running task on the server, then resets; a failed cancel is only logged. */
export async function cancelAutomation(): Promise<void> {
  const { taskId } = state;
  if (taskId) {
    try {
      await requestAutomationCancel(taskId);
    } catch (error) {
      console.error("Error cancelando automatización", error);
    }
  }
  resetAutomation();
}

function resultsOf(status: AutomationStatus): AutomationResults {
  const r = status.results ?? {};
  return { websiteContent: r.websiteContent ?? null, finalConfig: r.finalConfig ?? null, websiteConfig: r.websiteConfig ?? null };
}

/** The state a task read from automation-status stands for, or null when there is nothing to show. */
export function stateFromStatus(
  status: AutomationStatus,
  fallbackSlug: string | null,
  fallbackTaskId: string | null = null,
): AutomationState | null {
  const base: AutomationState = {
    ...INITIAL_AUTOMATION_STATE,
    taskId: status.task_id ?? fallbackTaskId,
    nicheSlug: status.niche_slug ?? fallbackSlug,
    progress: { step: status.step, total: status.total, message: status.message ?? "" },
    results: resultsOf(status),
  };
  if (status.status === "running") return { ...base, isRunning: true };
  if (status.status === "failed") {
    return { ...base, error: status.error || status.message || automationErrorDefault("automation_error") };
  }
  return null;
}

function readStoredTask(): { taskId: string; nicheSlug: string | null } | null {
  try {
    const raw = window.sessionStorage.getItem(AUTOMATION_TASK_KEY);
    const parsed = raw ? (JSON.parse(raw) as { taskId?: unknown; nicheSlug?: unknown }) : null;
    if (!parsed || typeof parsed.taskId !== "string") return null;
    return { taskId: parsed.taskId, nicheSlug: typeof parsed.nicheSlug === "string" ? parsed.nicheSlug : null };
  } catch {
    return null;
  }
}

async function restore(): Promise<void> {
  const stored = readStoredTask();
  let next: AutomationState | null = null;
  try {
    if (stored) {
      next = stateFromStatus(await fetchAutomationStatus(stored.taskId), stored.nicheSlug, stored.taskId);
    } else {
      // A task started elsewhere (another tab, the API) that is still running.
      // Not in the spec: a backend without this list simply has nothing to restore.
      const running = ((await optionalEndpoint(fetchRunningAutomations)) ?? []).filter((task) => task.status === "running");
      const latest = running.at(-1);
      next = latest ? stateFromStatus(latest, null) : null;
    }
  } catch (error) {
    const gone = error instanceof ApiError && error.status === 404;
    if (!gone) console.warn("[automation] could not restore the task", error);
    else if (stored) persist(state);
    return;
  }
  // Live events may have arrived meanwhile; they are newer than this snapshot.
  const idle = !state.isRunning && state.error === null;
  if (next && (idle || state.taskId === next.taskId)) setState(next);
  else if (stored) persist(state);
}

/** Restores a running task once per page load. */
export function restoreAutomation(): Promise<void> {
  restoring ??= restore();
  return restoring;
}
