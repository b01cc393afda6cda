// The create action of the wizard's last step: check the name is still free, create the niche's
// credentials, run the automation, then create the niche (or update the one this run's automation
// created, so there is no duplicate), save the deployment data (a failure is only logged), and hand
// back the niche id. A niche that existed before the run is never changed.
// Pure orchestration: the calls are injected, so the order and the error stages are unit-tested.
import type { AutomationStartRequest } from "@/features/automation/schemas";
import type { NicheCreate } from "@/features/niches/request-schemas";
import { findNameConflict, type ExistingNiche, type NameConflict } from "./name-conflict";
import type { WizardRun } from "./run-record";
import type { WizardCredentials } from "./wizard-data";

export interface AutomationOutcome {
  /** Niche the automation created itself (final_data.niche_data.id), if any. */
  nicheId: number | null;
  /** Deployment result (website config) to store with PATCH vercel-data. */
  websiteConfig: Record<string, unknown> | null;
}

export interface CreateNicheDeps {
  listNiches(): Promise<readonly ExistingNiche[]>;
  createCredentials(name: string): Promise<WizardCredentials>;
  removeCredentials(credentials: WizardCredentials): Promise<void>;
  startAutomation(request: AutomationStartRequest): Promise<string>;
  waitForAutomation(taskId: string): Promise<AutomationOutcome>;
  createNiche(payload: NicheCreate): Promise<{ id: number }>;
  updateNiche(id: number, payload: NicheCreate): Promise<{ id: number }>;
  saveVercelData(id: number, data: Record<string, unknown>): Promise<unknown>;
  /** Keeps the run across a reload until it ends. */
  remember(run: WizardRun): void;
  forget(): void;
  logError(message: string, error: unknown): void;
}

export interface CreateInput {
  name: string;
  slug: string;
  build(credentials: WizardCredentials): { request: AutomationStartRequest; niche: NicheCreate };
}

export type CreateStage = "check" | "start" | "automation" | "create";

/** Says which stage failed, keeping the original error for its message. */
export class WizardCreateError extends Error {
  constructor(
    readonly stage: CreateStage,
    readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = "WizardCreateError";
  }
}

/** The niche's name or URL belongs to another niche ("existing": the automation answered with one). */
export class NicheTakenError extends Error {
  constructor(readonly conflict: NameConflict | "existing") {
    super(`niche ${conflict} already taken`);
    this.name = "NicheTakenError";
  }
}

/** The page stopped following the automation (it was left): the run itself goes on. */
export class WaitAbandonedError extends Error {
  constructor() {
    super("stopped following the automation");
    this.name = "WaitAbandonedError";
  }
}

async function stage<T>(name: CreateStage, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof WizardCreateError ? error : new WizardCreateError(name, error);
  }
}

export async function runCreateNiche(input: CreateInput, deps: CreateNicheDeps): Promise<number> {
  const niches = await stage("check", () => deps.listNiches());
  const conflict = findNameConflict(niches, input.name, input.slug);
  if (conflict) throw new WizardCreateError("check", new NicheTakenError(conflict));
  const credentials = await deps.createCredentials(input.name);
  const { request, niche } = input.build(credentials);
  let taskId: string;
  try {
    taskId = await stage("start", () => deps.startAutomation(request));
  } catch (error) {
    await deps.removeCredentials(credentials);
    throw error;
  }
  const run: WizardRun = { taskId, niche, existingIds: niches.map((n) => n.id), credentials };
  deps.remember(run);
  return finishCreateNiche(run, deps);
}

/** From a started run (this page's, or one found again after a reload) to the saved niche. */
export async function finishCreateNiche(run: WizardRun, deps: CreateNicheDeps): Promise<number> {
  let outcome: AutomationOutcome;
  try {
    outcome = await stage("automation", () => deps.waitForAutomation(run.taskId));
  } catch (error) {
    // Left while it runs: the automation still creates the niche, with these credentials.
    if (error instanceof WizardCreateError && error.cause instanceof WaitAbandonedError) throw error;
    deps.forget();
    await deps.removeCredentials(run.credentials);
    throw error;
  }
  const { nicheId } = outcome;
  const saved = await stage("create", async () => {
    if (nicheId === null) return deps.createNiche(run.niche);
    // The automation's niche id is trusted only for a niche this run created.
    if (run.existingIds.includes(nicheId)) throw new NicheTakenError("existing");
    return deps.updateNiche(nicheId, run.niche);
  });
  deps.forget();
  if (outcome.websiteConfig) {
    try {
      await deps.saveVercelData(saved.id, outcome.websiteConfig);
    } catch (error) {
      deps.logError("[wizard] could not save the deployment data", error);
    }
  }
  return saved.id;
}
