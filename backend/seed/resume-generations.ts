// Demo data shows products mid-generation; each gets a real job so it moves on and finishes,
// and the queue figures agree with the statuses a user sees.
import type { Database } from "../db/database";
import type { GenerationQueue } from "../pipelines/generation-queue";
import { listProductIdsInProgress } from "../repos/products-repo";

export async function resumeSeededGenerations(db: Database, generation: Pick<GenerationQueue, "trigger">): Promise<number> {
  const ids = await listProductIdsInProgress(db);
  for (const id of ids) await generation.trigger(id, {}, { resume: true });
  return ids.length;
}
