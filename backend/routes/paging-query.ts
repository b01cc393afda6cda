// FastAPI's `skip`/`limit` paging of list calls. Without `limit` the whole list is answered: the panel
// reads lists whole, and pages only when an upstream answers a first page of 100.
import { z } from "zod";
import { queryInt } from "../../lib/contract/query-int";

export const pagingQuery = z.object({
  skip: z._default(queryInt(0), 0),
  limit: z.optional(queryInt(1, 100_000)),
});
