import fs from "node:fs";
import path from "node:path";
import type { Database } from "../db/database";
import { truncateDataTables } from "../repos/seed-repo";

/** Empties every data table (users are kept) and the uploads folder. */
export async function resetData(db: Database, dataDir: string): Promise<void> {
  await truncateDataTables(db);
  const dir = path.join(dataDir, "uploads");
  if (fs.existsSync(dir)) {
    for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f), { force: true });
  }
}
