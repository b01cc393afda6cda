import { applyAutomationEvent, INITIAL_AUTOMATION_STATE, type AutomationState } from "@/features/automation";
import { AutomationFailedError } from "./automation-failed-error";
import { waitForAutomationEnd } from "./automation-end";
import type { AutomationOutcome } from "./create-niche";

function memoryStore(initial: AutomationState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
    set(next: AutomationState) {
      state = next;
      listeners.forEach((l) => l());
    },
  };
}

const running: AutomationState = { ...INITIAL_AUTOMATION_STATE, isRunning: true, taskId: "t1", nicheSlug: "es-cafe" };
const never = () => new Promise<AutomationOutcome>(() => {});

describe("waitForAutomationEnd", () => {
  it("finishes on the automation_completed event with the created niche and deployment", async () => {
    const store = memoryStore(running);
    let settled: () => boolean = () => false;
    const ended = waitForAutomationEnd("t1", store, (isSettled) => ((settled = isSettled), never()));
    store.set(
      applyAutomationEvent(store.get(), {
        status: "automation_completed",
        niche_slug: "es-cafe",
        task_id: "t1",
        final_data: { success: true, niche_data: { id: 6, slug: "es-cafe" }, previous_results: { website_config: { data: { siteUrl: "https://x" } } } },
      }),
    );
    await expect(ended).resolves.toEqual({ nicheId: 6, websiteConfig: { siteUrl: "https://x" } });
    expect(settled()).toBe(true);
  });

  it("leaves a failure to polling, which has the step's text and the server's reason", async () => {
    const store = memoryStore(running);
    const failure = new AutomationFailedError("Error generando página web", "Sin repositorio");
    const ended = waitForAutomationEnd("t1", store, () => Promise.reject(failure));
    store.set(applyAutomationEvent(store.get(), { status: "website_error", niche_slug: "es-cafe", error: "Sin repositorio" }));
    await expect(ended).rejects.toBe(failure);
  });

  it("ends by polling when no event comes, ignoring another task's completion", async () => {
    const store = memoryStore({ ...running, taskId: "other", completed: { success: true, niche_data: { id: 1 }, website_config: null } });
    const outcome = { nicheId: 9, websiteConfig: null };
    await expect(waitForAutomationEnd("t1", store, async () => outcome)).resolves.toBe(outcome);
  });
});
