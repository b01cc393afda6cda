// The database round trip the health check times.
import type { Database } from "../db/database";

export async function pingDatabase(db: Database): Promise<void> {
  await db.query("SELECT 1");
}
