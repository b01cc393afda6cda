// SQL for the wrapper service's API keys. They are stored in plain text: the niche detail shows a niche's
// external key to the admin again, so it must be recoverable.
import type { Database } from "../db/database";
import type { ApiKey } from "../../features/api-keys/schemas";

const KEY_JSON = `json_build_object('key', k.key, 'name', k.name, 'email', k.email, 'is_active', k.is_active,
  'created_at', k.created_at, 'last_used_at', k.last_used_at)`;

export async function insertApiKey(db: Database, key: { key: string; name: string; email: string }): Promise<void> {
  await db.query("INSERT INTO api_keys (key, name, email) VALUES ($1, $2, $3)", [key.key, key.name, key.email]);
}

export async function getApiKey(db: Database, key: string): Promise<ApiKey | undefined> {
  return db.json<ApiKey>(`SELECT ${KEY_JSON}::text AS j FROM api_keys k WHERE k.key = $1`, [key]);
}

/** Returns false when the key does not exist. */
export async function deleteApiKey(db: Database, key: string): Promise<boolean> {
  return (await db.query("DELETE FROM api_keys WHERE key = $1 RETURNING key", [key])).length > 0;
}

/**
 * An active key's niche (null: a key of the admin's, not bound to a niche), stamping its last use;
 * undefined when the key does not exist or is inactive.
 */
export async function stampActiveApiKey(db: Database, key: string): Promise<{ niche_id: number | null } | undefined> {
  return db.one<{ niche_id: number | null }>("UPDATE api_keys SET last_used_at = now() WHERE key = $1 AND is_active RETURNING niche_id", [key]);
}
