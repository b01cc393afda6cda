// Tokens the model spent, as the stored content versions record them. The dashboard reads the counts kept
// per niche and month (token_usage): at most a row per niche for each of the last months, however many
// versions were stored.
import type { Database } from "../db/database";
import type { TokenStats } from "../../features/dashboard/schemas";

/** Tokens of the versions generated in the month that starts at `monthStart` (UTC), from the kept counts. */
export async function tokensUsedInMonth(db: Database, monthStart: Date): Promise<number> {
  const row = await db.one<{ tokens: string | number | null }>(
    `SELECT sum(prompt_tokens + completion_tokens) AS tokens FROM token_usage WHERE month = $1::date`,
    [monthStart.toISOString().slice(0, 10)],
  );
  return Number(row?.tokens ?? 0);
}

const MONTHS = 6;
const TOP_NICHES = 10;

/** "YYYY-MM" of the month `back` months before `now`'s (UTC). */
function monthOf(now: Date, back: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return date.toISOString().slice(0, 7);
}

/** This month's tokens, the last months' and the niches that spent most this month; of `onlyNiche` alone when given. */
export async function readTokenStats(db: Database, onlyNiche?: number, now = new Date()): Promise<TokenStats> {
  const months = Array.from({ length: MONTHS }, (_, i) => monthOf(now, MONTHS - 1 - i));
  const current = months[MONTHS - 1];
  const scope = onlyNiche === undefined ? "" : "AND u.niche_id = $2";
  const params = (first: string) => (onlyNiche === undefined ? [`${first}-01`] : [`${first}-01`, onlyNiche]);
  const [perMonth, perNiche] = await Promise.all([
    db.query<{ month: string; prompt: string; completion: string }>(
      `SELECT to_char(u.month, 'YYYY-MM') AS month, sum(u.prompt_tokens) AS prompt, sum(u.completion_tokens) AS completion
       FROM token_usage u WHERE u.month >= $1::date ${scope} GROUP BY u.month`,
      params(months[0]),
    ),
    db.query<{ niche_id: number; name: string; total: string }>(
      `SELECT u.niche_id, n.name, u.prompt_tokens + u.completion_tokens AS total
       FROM token_usage u JOIN niches n ON n.id = u.niche_id
       WHERE u.month = $1::date ${scope} ORDER BY total DESC, u.niche_id LIMIT ${TOP_NICHES}`,
      params(current),
    ),
  ]);
  const spent = new Map(perMonth.map((row) => [row.month, { prompt: Number(row.prompt), completion: Number(row.completion) }]));
  const thisMonth = spent.get(current) ?? { prompt: 0, completion: 0 };
  return {
    this_month: { ...thisMonth, total: thisMonth.prompt + thisMonth.completion },
    by_month: months.map((month) => {
      const row = spent.get(month);
      return { month, total: row ? row.prompt + row.completion : 0 };
    }),
    by_niche: perNiche.map((row) => ({ niche_id: row.niche_id, name: row.name, total: Number(row.total) })),
  };
}
