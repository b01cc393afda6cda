// The wizard's run while its automation goes on, kept in sessionStorage so a reload finds it again,
// follows it and finishes the create step (the form's values are gone by then). Reading a stored run
// back (run-record-schema.ts) loads only when one is there.
import type { NicheCreate } from "@/features/niches/request-schemas";
import type { WizardCredentials } from "./wizard-data";

export const WIZARD_RUN_KEY = "niche_wizard_run";

export interface WizardRun {
  taskId: string;
  niche: NicheCreate;
  existingIds: number[];
  credentials: WizardCredentials;
}

export function saveWizardRun(run: WizardRun, storage: Storage = window.sessionStorage): void {
  try {
    storage.setItem(WIZARD_RUN_KEY, JSON.stringify(run));
  } catch {
    // Storage may be unavailable (private mode): the run still works until a reload.
  }
}

export function clearWizardRun(storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(WIZARD_RUN_KEY);
  } catch {
    // Nothing to clear without storage.
  }
}
