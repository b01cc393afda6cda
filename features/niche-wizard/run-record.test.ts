/**
 * @jest-environment jsdom
 */
import { clearWizardRun, saveWizardRun, WIZARD_RUN_KEY, type WizardRun } from "./run-record";
import { parseWizardRun } from "./run-record-schema";
import { NO_CREDENTIALS } from "./wizard-data";

const run: WizardRun = {
  taskId: "task-1",
  niche: { name: "Cafeteras", slug: "es-cafeteras", affiliate_tag: "cafe-21", client_id: "cli_1", client_secret: "cs_1", external_api_key: "ak_1" },
  existingIds: [1, 2],
  credentials: { ...NO_CREDENTIALS, email: "a@b.co", apiKey: "ak_1", clientId: "cli_1", clientSecret: "cs_1", apiClientRecordId: 4 },
};

describe("the stored wizard run", () => {
  it("comes back with its ids and without its secrets, and is gone once cleared", () => {
    saveWizardRun(run);
    const stored = window.sessionStorage.getItem(WIZARD_RUN_KEY);
    expect(stored).not.toMatch(/cs_1|ak_1/);
    expect(parseWizardRun(stored)).toEqual({
      taskId: "task-1",
      niche: { name: "Cafeteras", slug: "es-cafeteras", affiliate_tag: "cafe-21", client_id: "cli_1" },
      existingIds: [1, 2],
      credentials: { email: "a@b.co", apiKey: null, clientId: "cli_1", clientSecret: null, apiClientRecordId: 4 },
    });
    clearWizardRun();
    expect(window.sessionStorage.getItem(WIZARD_RUN_KEY)).toBeNull();
  });

  it("reads anything else as no run", () => {
    expect(parseWizardRun(null)).toBeNull();
    expect(parseWizardRun("{")).toBeNull();
    expect(parseWizardRun(JSON.stringify({ taskId: 3 }))).toBeNull();
  });
});
