import type { Database } from "../db/database";
import { hasNiches } from "../repos/niches-repo";
import { hasCatalogItems } from "../repos/catalog-repo";
import { seedDemo } from "./demo-data";

// Any number; the same in every instance of this backend, different from the migrations' lock.
const SEED_LOCK = 4_271_503_912;

/**
 * Seeds the demo data when the database is empty, and says whether it did. Instances starting together
 * take turns, and each looks again once it holds the lock, so only the first one seeds.
 */
export function seedDemoIfEmpty(db: Database, opts: { dataDir: string; publicBaseUrl: string }): Promise<boolean> {
  return db.driver.withAdvisoryLock(SEED_LOCK, async () => {
    if ((await hasNiches(db)) || (await hasCatalogItems(db))) return false;
    await seedDemo(db, opts);
    return true;
  });
}
