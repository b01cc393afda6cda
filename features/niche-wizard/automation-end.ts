// How the wizard learns that its automation ended: the `automation_completed` event in the shared
// store, or the polled automation-status, whichever comes first. The status call's answer is not
// specified beyond `status`; the event carries the created niche and the deployment. Failures are
// left to polling: its answer has both the step's text and the server's reason.
import type { AutomationState } from "@/features/automation";
import type { AutomationOutcome } from "./create-niche";
import { asObject } from "@/lib/as-object";

/** The outcome the store holds for the task once it completed, or null. */
export function outcomeFromState(state: AutomationState, taskId: string): AutomationOutcome | null {
  if (state.taskId !== taskId || !state.completed) return null;
  const nicheId = asObject(state.completed.niche_data)?.id;
  return {
    nicheId: typeof nicheId === "number" ? nicheId : null,
    websiteConfig: asObject(state.completed.website_config),
  };
}

export interface AutomationStore {
  get(): AutomationState;
  subscribe(listener: () => void): () => void;
}

/**
 * Resolves with the first end of the task: the store's event or `poll` (which should stop when
 * `isSettled()` turns true). Both are kept going so a silent socket or a missing status still ends.
 */
export function waitForAutomationEnd(
  taskId: string,
  store: AutomationStore,
  poll: (isSettled: () => boolean) => Promise<AutomationOutcome>,
): Promise<AutomationOutcome> {
  let settled = false;
  let unsubscribe = () => {};
  const fromStore = new Promise<AutomationOutcome>((resolve) => {
    const check = () => {
      const outcome = outcomeFromState(store.get(), taskId);
      if (outcome === null) return;
      unsubscribe();
      resolve(outcome);
    };
    unsubscribe = store.subscribe(check);
    check();
  });
  const fromPolling = poll(() => settled);
  return Promise.race([fromStore, fromPolling]).finally(() => {
    settled = true;
    unsubscribe();
    // The loser's end no longer matters.
    fromPolling.catch(() => {});
  });
}
