// FastAPI's paging of a whole list (`skip`/`limit`), the query every paged list endpoint takes. The
// numbers are coerced, so the embedded backend reads its query strings with these very schemas.
import * as z from "zod/mini";
import { queryInt } from "./query-int";

/** Without `limit` the whole list is answered: an upstream pages only when asked for a first page. */
export const pageQuerySchema = z.object({ skip: z.optional(queryInt(0)), limit: z.optional(queryInt(1, 100_000)) });
