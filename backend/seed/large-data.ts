// Large data set for scale checks: M niches and N products generated in SQL (a few seconds for 20k).
import type { Database } from "../db/database";
import { insertScaleNiches, insertScaleProducts } from "../repos/seed-repo";

export async function seedLarge(db: Database, opts: { niches: number; products: number }): Promise<void> {
  const niches = Math.max(1, opts.niches);
  const firstNicheId = await insertScaleNiches(db, niches);
  if (opts.products <= 0) return;
  await insertScaleProducts(db, firstNicheId, niches, opts.products);
}
