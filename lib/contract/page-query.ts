// FastAPI's paging of a whole list (`skip`/`limit`), the query every paged list endpoint takes.
import * as z from "zod/mini";

export const pageQuerySchema = z.object({ skip: z.optional(z.number()), limit: z.optional(z.number()) });
