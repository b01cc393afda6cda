// Demo data shows products mid-generation; each gets a real job so it moves on and finishes,
// and the queue figures agree with the statuses a user sees.
import type { Database } from "../db/database";
import type { GenerationQueue } from "../pipelines/generation-queue";

export async function resumeSeededGenerations(db: Database, generation: Pick<GenerationQueue, "trigger">): Promise<number> {
  const rows = await db.query<{ id: number }>(
    "SELECT id FROM products WHERE generation_status IN ('processing', 'generating') ORDER BY id",
  );
  for (const row of rows) await generation.trigger(row.id);
  return rows.length;
}
