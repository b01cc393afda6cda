// The create action of the wizard's last step: run the automation,
// create the niche (or update the one the automation created, so there is no duplicate), save
// the deployment data (a failure is only logged), and hand back the niche id to navigate to.
// Pure orchestration: the calls are injected, so the order and the error stages are unit-tested.
import type { AutomationStartRequest } from "@/lib/automation/schemas";
import type { NicheCreate } from "@/lib/niches/request-schemas";

export interface AutomationOutcome {
  /** Niche the automation created itself (final_data.niche_data.id), if any. */
  nicheId: number | null;
  /** Deployment result (website config) to store with PATCH vercel-data. */
  websiteConfig: Record<string, unknown> | null;
}

export interface CreateNicheDeps {
  startAutomation(request: AutomationStartRequest): Promise<string>;
  waitForAutomation(taskId: string): Promise<AutomationOutcome>;
  createNiche(payload: NicheCreate): Promise<{ id: number }>;
  updateNiche(id: number, payload: NicheCreate): Promise<{ id: number }>;
  saveVercelData(id: number, data: Record<string, unknown>): Promise<unknown>;
  logError(message: string, error: unknown): void;
}

export type CreateStage = "start" | "automation" | "create";

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

async function stage<T>(name: CreateStage, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new WizardCreateError(name, error);
  }
}

export async function runCreateNiche(
  input: { request: AutomationStartRequest; niche: NicheCreate },
  deps: CreateNicheDeps,
): Promise<number> {
  const taskId = await stage("start", () => deps.startAutomation(input.request));
  const outcome = await stage("automation", () => deps.waitForAutomation(taskId));
  const saved = await stage("create", () =>
    outcome.nicheId !== null ? deps.updateNiche(outcome.nicheId, input.niche) : deps.createNiche(input.niche),
  );
  if (outcome.websiteConfig) {
    try {
      await deps.saveVercelData(saved.id, outcome.websiteConfig);
    } catch (error) {
      deps.logError("[wizard] could not save the deployment data", error);
    }
  }
  return saved.id;
}
