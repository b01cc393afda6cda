// FastAPI's `skip`/`limit` paging of list calls. Without `limit` the whole list is answered: the panel
// reads lists whole, and pages only when an upstream answers a first page of 100.
import { z } from "zod";

export const pagingQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100_000).optional(),
});
