// The wizard's run while its automation goes on, kept in sessionStorage so a reload finds it again,
// follows it and finishes the create step (the form's values are gone by then).
import * as z from "zod/mini";
import type { NicheCreate } from "@/features/niches/request-schemas";
import type { WizardCredentials } from "./wizard-data";

export const WIZARD_RUN_KEY = "niche_wizard_run";

const runSchema = z.object({
  taskId: z.string(),
  niche: z.record(z.string(), z.unknown()),
  /** The niches there were before the run: none of them is ever the run's to change. */
  existingIds: z.array(z.number()),
  credentials: z.object({
    email: z.nullable(z.string()),
    apiKey: z.nullable(z.string()),
    clientId: z.nullable(z.string()),
    clientSecret: z.nullable(z.string()),
    apiClientRecordId: z.nullable(z.number()),
  }),
});

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

/** The run a stored text holds, or null for anything else. */
export function parseWizardRun(raw: string | null): WizardRun | null {
  try {
    const parsed = raw ? runSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? (parsed.data as WizardRun) : null;
  } catch {
    return null;
  }
}

export function clearWizardRun(storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(WIZARD_RUN_KEY);
  } catch {
    // Nothing to clear without storage.
  }
}
