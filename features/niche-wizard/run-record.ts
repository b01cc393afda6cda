// The wizard's run while its automation goes on, kept in sessionStorage so a reload finds it again,
// follows it and finishes the create step (the form's values are gone by then). Reading a stored run
// back (run-record-schema.ts) loads only when one is there.
import type { NicheCreate } from "@/features/niches/request-schemas";
import { WIZARD_RUN_KEY } from "@/lib/session/storage-keys";
import type { WizardCredentials } from "./wizard-data";

export { WIZARD_RUN_KEY };

export interface WizardRun {
  taskId: string;
  niche: NicheCreate;
  existingIds: number[];
  credentials: WizardCredentials;
}

/**
 * The run as a reload may find it: ids only. The new client's secret and the API key stay in the page's
 * memory; the automation has stored them in the niche, and the niche's later update leaves out what it
 * does not send.
 */
export function withoutSecrets(run: WizardRun): WizardRun {
  const niche = { ...run.niche };
  delete niche.client_secret;
  delete niche.external_api_key;
  return { ...run, niche, credentials: { ...run.credentials, apiKey: null, clientSecret: null } };
}

export function saveWizardRun(run: WizardRun, storage: Storage = window.sessionStorage): void {
  try {
    storage.setItem(WIZARD_RUN_KEY, JSON.stringify(withoutSecrets(run)));
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
