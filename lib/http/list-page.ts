// One page of a list, asked of the upstream with the screen's filters: its rows and the filtered
// list's total. FastAPI answers a query parameter it does not declare by ignoring it, so a page counts
// only when the upstream says its total (`X-Total-Count`) and every row it sent meets the filters;
// otherwise the answer is null and the screen reads the whole list and filters it itself.
import type { core, infer as Infer } from "zod/mini";
import type { ListPage } from "@/lib/contract/list";
import type { Requester } from "./requester";


const TOTAL_HEADER = "x-total-count";

/** The header's count, when it is one. */
export function totalOf(headers: Headers): number | null {
  const value = headers.get(TOTAL_HEADER)?.trim();
  return value && /^\d{1,12}$/.test(value) ? Number(value) : null;
}

/**
 * Reads `url`, a page of at most `limit` rows; null when the upstream did not page or filter as asked
 * (no total, or `meets` refuses a row).
 */
export async function readListPage<S extends core.$ZodType<unknown[]>>(
  url: string,
  schema: S,
  limit: number,
  request: Requester,
  meets: (row: Infer<S>[number]) => boolean,
): Promise<ListPage<Infer<S>[number]> | null> {
  let total: number | null = null;
  const rows = (await request(url, schema, { onHeaders: (headers) => (total = totalOf(headers)) })) as Infer<S>[number][];
  if (total === null || rows.length > limit || !rows.every(meets)) return null;
  return { rows, total };
}
