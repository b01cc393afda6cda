// Whole numbers a query string carries (ids, `skip`, `limit`, `days`): FastAPI's int, within the
// database's integer, so that a number past it is a 422 on its parameter rather than a query the
// database refuses.
import * as z from "zod/mini";

/** The largest integer the database's integer columns hold. */
export const DB_INT_MAX = 2_147_483_647;

/** An integer query parameter from `min` to `max` (the database's integer at most). */
export function queryInt(min: number, max = DB_INT_MAX) {
  return z.coerce.number<number>().check(z.int(), z.gte(min), z.lte(Math.min(max, DB_INT_MAX)));
}
