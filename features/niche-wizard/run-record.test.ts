/**
 * @jest-environment jsdom
 */
import { clearWizardRun, saveWizardRun, WIZARD_RUN_KEY, type WizardRun } from "./run-record";
import { parseWizardRun } from "./run-record-schema";
import { NO_CREDENTIALS } from "./wizard-data";

const run: WizardRun = {
  taskId: "task-1",
  niche: { name: "Cafeteras", slug: "es-cafeteras", affiliate_tag: "cafe-21" },
  existingIds: [1, 2],
  credentials: { ...NO_CREDENTIALS, apiKey: "ak_1", apiClientRecordId: 4 },
};

describe("the stored wizard run", () => {
  it("comes back as it was saved, and is gone once cleared", () => {
    saveWizardRun(run);
    expect(parseWizardRun(window.sessionStorage.getItem(WIZARD_RUN_KEY))).toEqual(run);
    clearWizardRun();
    expect(window.sessionStorage.getItem(WIZARD_RUN_KEY)).toBeNull();
  });

  it("reads anything else as no run", () => {
    expect(parseWizardRun(null)).toBeNull();
    expect(parseWizardRun("{")).toBeNull();
    expect(parseWizardRun(JSON.stringify({ taskId: 3 }))).toBeNull();
  });
});
