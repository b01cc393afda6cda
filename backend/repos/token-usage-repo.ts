// Tokens the model spent, as the stored content versions record them.
import type { Database } from "../db/database";

/** Total tokens of the versions generated from `since` on. */
export async function tokensUsedSince(db: Database, since: Date): Promise<number> {
  const row = await db.one<{ tokens: string | number | null }>(
    `SELECT sum((content_metadata -> 'usage' ->> 'total_tokens')::numeric) AS tokens
     FROM product_contents WHERE generated_at >= $1 AND jsonb_typeof(content_metadata -> 'usage' -> 'total_tokens') = 'number'`,
    [since.toISOString()],
  );
  return Number(row?.tokens ?? 0);
}
