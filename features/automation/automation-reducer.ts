// The automation state machine, driven by niche_automation_progress events, as a pure function.
import type { NicheAutomationProgressEvent } from "./events";
import { AUTOMATION_EVENT_STEPS } from "./automation-steps";
import { clientTexts } from "@/lib/i18n/client-texts";
import { sameSlug } from "@/features/niches";
import { AUTOMATION_TOTAL_STEPS } from "./total-steps";

export interface AutomationResults {
  websiteContent: unknown;
  finalConfig: unknown;
  websiteConfig: unknown;
}

export interface AutomationCompletion {
  success: boolean;
  niche_data: unknown;
  website_config: unknown;
}

export interface AutomationState {
  isRunning: boolean;
  error: string | null;
  taskId: string | null;
  nicheSlug: string | null;
  progress: { step: number; total: number; message: string };
  results: AutomationResults;
  completed: AutomationCompletion | null;
}

export const INITIAL_AUTOMATION_STATE: AutomationState = {
  isRunning: false,
  error: null,
  taskId: null,
  nicheSlug: null,
  progress: { step: 0, total: AUTOMATION_TOTAL_STEPS, message: "" },
  results: { websiteContent: null, finalConfig: null, websiteConfig: null },
  completed: null,
};

/** The text shown for an error status that carries none of its own. */
const ERROR_TEXT_OF = {
  website_content_error: "websiteContent",
  final_config_error: "finalConfig",
  website_error: "website",
  niche_error: "niche",
  automation_error: "automation",
} as const;

export function automationErrorDefault(status: string): string {
  const errors = clientTexts()?.automationErrors;
  const key = ERROR_TEXT_OF[status as keyof typeof ERROR_TEXT_OF] ?? "automation";
  return errors?.[key] ?? status;
}

const RESULT_OF: Record<string, keyof AutomationResults> = {
  website_content_completed: "websiteContent",
  final_config_completed: "finalConfig",
  website_completed: "websiteConfig",
};

function isErrorStatus(status: string): boolean {
  return status.endsWith("_error");
}

function isTerminal(status: string): boolean {
  return isErrorStatus(status) || status === "automation_completed" || status === "automation_cancelled";
}

/**
 * Whether the event belongs to the tracked automation. With nothing on screen (idle, or finished
 * without error) a new run in progress is adopted, so an automation started elsewhere still shows.
 */
function concernsState(state: AutomationState, event: NicheAutomationProgressEvent): boolean {
  const tracking = state.isRunning || state.error !== null;
  if (tracking && state.nicheSlug) {
    if (event.niche_slug) return sameSlug(state.nicheSlug, event.niche_slug);
    return !!event.task_id && event.task_id === state.taskId;
  }
  if (tracking) return true;
  if (isTerminal(event.status)) return false;
  return !!event.niche_slug || !!event.task_id;
}

function stepOf(event: NicheAutomationProgressEvent, fallback: number): number {
  const known = (AUTOMATION_EVENT_STEPS as Record<string, number>)[event.status];
  return known ?? event.step ?? fallback;
}

export function applyAutomationEvent(state: AutomationState, event: NicheAutomationProgressEvent): AutomationState {
  if (!concernsState(state, event)) return state;
  const { status } = event;
  if (status === "automation_cancelled") return INITIAL_AUTOMATION_STATE;

  const adopting = !state.isRunning && state.error === null;
  const base: AutomationState = adopting
    ? INITIAL_AUTOMATION_STATE
    : status === "automation_started"
      ? { ...INITIAL_AUTOMATION_STATE, taskId: state.taskId, nicheSlug: state.nicheSlug }
      : state;
  const progress = {
    step: stepOf(event, base.progress.step),
    total: event.total ?? base.progress.total,
    message: event.message ?? base.progress.message,
  };
  const next: AutomationState = {
    ...base,
    taskId: event.task_id ?? base.taskId,
    nicheSlug: base.nicheSlug ?? event.niche_slug ?? null,
    progress,
    isRunning: true,
  };

  if (isErrorStatus(status)) {
    const error = event.error || event.message || automationErrorDefault(status);
    return { ...next, isRunning: false, error };
  }
  const resultKey = RESULT_OF[status];
  if (resultKey) return { ...next, results: { ...next.results, [resultKey]: event.data ?? true } };
  if (status === "automation_completed") {
    const final = event.final_data;
    return {
      ...next,
      isRunning: false,
      completed: {
        success: final?.success ?? true,
        niche_data: final?.niche_data ?? event.data ?? null,
        website_config: final?.previous_results?.website_config?.data ?? next.results.websiteConfig,
      },
    };
  }
  return next;
}

/** The niche a finished automation created, when its final data names it. */
export function completedNiche(state: Pick<AutomationState, "completed">): { id: number; name: string } | null {
  const data = state.completed?.success ? state.completed.niche_data : null;
  if (typeof data !== "object" || data === null) return null;
  const { id, name } = data as { id?: unknown; name?: unknown };
  return typeof id === "number" && typeof name === "string" ? { id, name } : null;
}

/** Progress percentage, capped at 100. */
export function automationPercent(step: number, total: number): number {
  if (!(total > 0) || !(step > 0)) return 0;
  return Math.min(100, Math.round((step / total) * 100));
}
