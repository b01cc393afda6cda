// SQL for the sign-in attempts counted per key (a client address, or a user name at an address; a success forgets them), each key in a
// window that starts at its first attempt; expired rows are deleted as new attempts come, so the table stays small.
import type { Database } from "../db/database";

export interface FailureCount {
  current: number;
  /** Milliseconds left in the key's window. */
  ttl: number;
}

const windowEnd = "started_at + $2 * interval '1 millisecond'";
const ttl = `GREATEST(0, CEIL(EXTRACT(EPOCH FROM (${windowEnd} - now())) * 1000))::int AS ttl`;

/** Counts one attempt for `key`, in its current window or in a new one, in one round trip. */
export async function countSignInAttempt(db: Database, key: string, windowMs: number): Promise<FailureCount> {
  // Other keys' expired rows go in the same statement; `key`'s own is renewed by the upsert (one statement
  // may not both delete and update a row).
  const row = await db.one<{ count: number; ttl: number }>(
    `WITH expired AS (
       DELETE FROM sign_in_failures WHERE key <> $1 AND started_at < now() - $2 * interval '1 millisecond'
     )
     INSERT INTO sign_in_failures AS f (key, count, started_at) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN f.started_at + $2 * interval '1 millisecond' > now() THEN f.count + 1 ELSE 1 END,
       started_at = CASE WHEN f.started_at + $2 * interval '1 millisecond' > now() THEN f.started_at ELSE now() END
     RETURNING count, ${ttl}`,
    [key, windowMs],
  );
  return { current: row!.count, ttl: row!.ttl };
}

export async function forgetSignInFailures(db: Database, key: string): Promise<void> {
  await db.query("DELETE FROM sign_in_failures WHERE key = $1", [key]);
}
