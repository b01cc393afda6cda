import fs from "node:fs";
import path from "node:path";
import type { Database } from "../db/database";

/** Empties every data table (users are kept) and the uploads folder. */
export async function resetData(db: Database, dataDir: string): Promise<void> {
  await db.exec(
    `TRUNCATE product_contents, products, niches, catalog_items, uploads, api_client_usage, api_clients, api_keys,
       automation_tasks, sites RESTART IDENTITY CASCADE`,
  );
  const dir = path.join(dataDir, "uploads");
  if (fs.existsSync(dir)) {
    for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f), { force: true });
  }
}
