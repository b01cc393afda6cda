import type { NicheAutomationProgressEvent } from "./events";
import { setClientTexts } from "@/lib/i18n/client-texts";
import messages from "@/messages/es.json";
import {
  applyAutomationEvent,
  automationPercent,
  INITIAL_AUTOMATION_STATE,
  type AutomationState,
} from "./automation-reducer";

// In the app the root layout hands these over; here they come straight from the catalogue.
beforeAll(() => {
  const { networkError, unexpectedResponse } = messages.common;
  setClientTexts({ networkError, unexpectedResponse, automationErrors: messages.automation.errors });
});

const SLUG = "es-mi_nicho";
const running: AutomationState = { ...INITIAL_AUTOMATION_STATE, isRunning: true, taskId: "t1", nicheSlug: SLUG };
const ev = (status: string, extra: Partial<NicheAutomationProgressEvent> = {}): NicheAutomationProgressEvent => ({
  task_id: "t1",
  niche_slug: SLUG,
  status,
  ...extra,
});

describe("applyAutomationEvent: the event table", () => {
  it.each([
    ["automation_started", 0],
    ["website_content_generating", 1],
    ["website_content_completed", 1],
    ["final_config_generating", 2],
    ["final_config_completed", 2],
    ["website_generating", 3],
    ["website_completed", 3],
    ["niche_creating", 4],
    ["niche_completed", 4],
  ])("%s → step %i, still running", (status, step) => {
    const next = applyAutomationEvent(running, ev(status, { message: "m" }));
    expect(next.progress).toEqual({ step, total: 4, message: "m" });
    expect(next.isRunning).toBe(true);
    expect(next.error).toBeNull();
  });

  it("automation_completed → step 4, stops and stores the final data", () => {
    const next = applyAutomationEvent(
      { ...running, results: { ...running.results, websiteConfig: { siteUrl: "old" } } },
      ev("automation_completed", {
        final_data: { success: true, niche_data: { id: 9, slug: SLUG }, previous_results: { website_config: { data: { siteUrl: "x" } } } },
      }),
    );
    expect(next.progress.step).toBe(4);
    expect(next.isRunning).toBe(false);
    expect(next.completed).toEqual({ success: true, niche_data: { id: 9, slug: SLUG }, website_config: { siteUrl: "x" } });
  });

  it.each([
    ["website_content_error", 1, "Error generando contenido web"],
    ["final_config_error", 2, "Error en configuración final"],
    ["website_error", 3, "Error generando página web"],
    ["niche_error", 4, "Error creando nicho en base de datos"],
    ["automation_error", 0, "Error en automatización"],
  ])("%s stops at step %i with the default text when the event has none", (status, step, text) => {
    const next = applyAutomationEvent(running, ev(status));
    expect(next.isRunning).toBe(false);
    expect(next.error).toBe(text);
    expect(next.progress.step).toBe(step);
  });

  it("an error event's own error, else its message, wins over the default", () => {
    expect(applyAutomationEvent(running, ev("website_error", { error: "boom", message: "m" })).error).toBe("boom");
    expect(applyAutomationEvent(running, ev("website_error", { message: "m" })).error).toBe("m");
  });

  it("completed events store their results; the checklist counts them", () => {
    let state = applyAutomationEvent(running, ev("website_content_completed", { data: { title: "t" } }));
    state = applyAutomationEvent(state, ev("final_config_completed", { data: { env: 1 } }));
    state = applyAutomationEvent(state, ev("website_completed", { data: { siteUrl: "u" } }));
    expect(state.results).toEqual({ websiteContent: { title: "t" }, finalConfig: { env: 1 }, websiteConfig: { siteUrl: "u" } });
  });

  it("automation_cancelled resets", () => {
    expect(applyAutomationEvent(running, ev("automation_cancelled"))).toBe(INITIAL_AUTOMATION_STATE);
  });
});

describe("applyAutomationEvent: which events count", () => {
  it("ignores events of another niche slug, comparing with underscores as hyphens", () => {
    expect(applyAutomationEvent(running, ev("website_generating", { niche_slug: "es-otro" }))).toBe(running);
    expect(applyAutomationEvent(running, ev("website_generating", { niche_slug: "es_mi-nicho" })).progress.step).toBe(3);
    expect(applyAutomationEvent(running, ev("website_generating", { niche_slug: "ES_Mi-Nicho" })).progress.step).toBe(3);
  });

  it("idle, it adopts a run in progress started elsewhere but not a finished one", () => {
    const adopted = applyAutomationEvent(INITIAL_AUTOMATION_STATE, ev("final_config_generating", { task_id: "t9", niche_slug: "us-x" }));
    expect(adopted).toMatchObject({ isRunning: true, taskId: "t9", nicheSlug: "us-x", progress: { step: 2 } });
    expect(applyAutomationEvent(INITIAL_AUTOMATION_STATE, ev("automation_completed"))).toBe(INITIAL_AUTOMATION_STATE);
    expect(applyAutomationEvent(INITIAL_AUTOMATION_STATE, ev("website_error"))).toBe(INITIAL_AUTOMATION_STATE);
  });

  it("a finished run gives way to a new one; an error on screen does not", () => {
    const done = applyAutomationEvent(running, ev("automation_completed"));
    const fresh = applyAutomationEvent(done, ev("automation_started", { task_id: "t2", niche_slug: "us-y" }));
    expect(fresh).toMatchObject({ isRunning: true, taskId: "t2", nicheSlug: "us-y", completed: null });
    const failed = applyAutomationEvent(running, ev("website_error"));
    expect(applyAutomationEvent(failed, ev("automation_started", { niche_slug: "us-y" }))).toBe(failed);
  });

  it("a started event of the tracked slug keeps the task and clears old results", () => {
    const withResults = { ...running, results: { ...running.results, finalConfig: 1 } };
    const next = applyAutomationEvent(withResults, ev("automation_started", { task_id: null }));
    expect(next).toMatchObject({ taskId: "t1", nicheSlug: SLUG, results: { finalConfig: null }, isRunning: true });
  });
});

describe("automationPercent", () => {
  it("caps the percentage at 100", () => {
    expect(automationPercent(0, 4)).toBe(0);
    expect(automationPercent(1, 4)).toBe(25);
    expect(automationPercent(2, 4)).toBe(50);
    expect(automationPercent(4, 4)).toBe(100);
    expect(automationPercent(6, 4)).toBe(100);
    expect(automationPercent(1, 0)).toBe(0);
  });
});
