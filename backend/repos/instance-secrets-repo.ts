// SQL for secrets every instance on one database must share (the JWT signing key).
import type { Database } from "../db/database";

/** The value stored under `name`; the first instance to ask stores `candidate`, every other one reads it. */
export async function sharedSecret(db: Database, name: string, candidate: string): Promise<string> {
  await db.query("INSERT INTO instance_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING", [name, candidate]);
  const row = await db.one<{ value: string }>("SELECT value FROM instance_secrets WHERE name = $1", [name]);
  return row!.value;
}
