// The dashboard's counts as an upstream may answer them in one call.
import * as z from "zod/mini";

export const statsSchema = z.looseObject({
  niches: z.looseObject({ total: z.number(), active: z.number(), with_site: z.number() }),
  /** Products per generation status; a status the upstream does not name counts as none. */
  products: z.looseObject({ total: z.number(), by_status: z.record(z.string(), z.number()) }),
});
export type Stats = z.infer<typeof statsSchema>;
