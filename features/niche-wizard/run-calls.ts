// The create run's calls: the niche's saves, and following its automation task.
// Calls the wizard makes itself.
import { fetchAutomationStatus } from "@/features/automation";
import type { AutomationStatus } from "@/features/automation/schemas";
import { apiRequest } from "@/lib/browser-data/client";
import { call, send } from "@/lib/http/call";
import { savedEntitySchema } from "@/lib/zod/received";
import { updateNiche } from "@/features/niches";
import { nichesContract } from "@/features/niches/contract";
import type { NicheCreate } from "@/features/niches/request-schemas";
import { vercelDataSchema } from "@/features/niches/schemas";
import { AutomationFailedError } from "./automation-failed-error";
import { WaitAbandonedError, type AutomationOutcome } from "./create-niche";
import { asObject } from "@/lib/as-object";

export { AutomationFailedError };

export function createNiche(payload: NicheCreate): Promise<{ id: number }> {
  return call(nichesContract.create, { body: payload, answer: savedEntitySchema }, apiRequest);
}

export async function replaceNiche(id: number, payload: NicheCreate): Promise<{ id: number }> {
  await updateNiche(id, payload);
  return { id };
}

export async function saveVercelData(id: number, data: Record<string, unknown>): Promise<void> {
  await send(nichesContract.vercelData, { params: { niche_id: id }, body: vercelDataSchema.parse(data) }, apiRequest);
}

export const AUTOMATION_POLL_MS = 400;
/** Any other status (running, pending, queued, …) means the task goes on. */
const ENDED_WITHOUT_SUCCESS = new Set(["failed", "error", "cancelled"]);
const MAX_POLL_FAILURES = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows a task through automation-status until it ends. The socket feeds the global store too,
 * but polling keeps the wizard going when the realtime channel is down.
 */
export async function waitForAutomationTask(
  taskId: string,
  opts: { onStatus(status: AutomationStatus): void; isCancelled(): boolean; failedText: string },
): Promise<AutomationOutcome> {
  let failures = 0;
  for (;;) {
    await sleep(AUTOMATION_POLL_MS);
    if (opts.isCancelled()) throw new WaitAbandonedError();
    let status: AutomationStatus;
    try {
      status = await fetchAutomationStatus(taskId);
      failures = 0;
    } catch (error) {
      if (++failures >= MAX_POLL_FAILURES) throw error;
      continue;
    }
    opts.onStatus(status);
    if (status.status === "completed") {
      return { nicheId: status.niche_id ?? null, websiteConfig: asObject(status.results?.websiteConfig) };
    }
    if (ENDED_WITHOUT_SUCCESS.has(status.status)) {
      throw new AutomationFailedError(status.message || opts.failedText, status.error ?? null);
    }
  }
}
