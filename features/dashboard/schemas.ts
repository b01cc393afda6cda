// The dashboard's counts as an upstream may answer them in one call.
import * as z from "zod/mini";

const tokenCount = z.number();

/** Tokens the model spent, per month (UTC) and per niche; only an upstream that keeps them sends them. */
export const tokenStatsSchema = z.looseObject({
  this_month: z.looseObject({ prompt: tokenCount, completion: tokenCount, total: tokenCount }),
  /** The last 6 months, oldest first, this one last; "YYYY-MM". */
  by_month: z.array(z.looseObject({ month: z.string(), total: tokenCount })),
  /** The niches that spent most this month, most first (at most 10). */
  by_niche: z.array(z.looseObject({ niche_id: z.number(), name: z.string(), total: tokenCount })),
});
export type TokenStats = z.infer<typeof tokenStatsSchema>;

export const statsSchema = z.looseObject({
  niches: z.looseObject({ total: z.number(), active: z.number(), with_site: z.number() }),
  /** Products per generation status; a status the upstream does not name counts as none. */
  products: z.looseObject({ total: z.number(), by_status: z.record(z.string(), z.number()) }),
  tokens: z.optional(tokenStatsSchema),
});
export type Stats = z.infer<typeof statsSchema>;
