// The product events of the realtime (Socket.IO) contract.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { preprocess } from "@/lib/zod/preprocess";

/** Fields a backend may send either at the top level or inside `data` (python-socketio backends often nest them). */
const PRODUCT_UPDATE_LIFTED = ["niche_id", "product_name", "content_title", "error_message"] as const;

/** Top-level fields win; absent ones are taken from `data`, so every reader finds them in one place. */
function liftProductUpdateData(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  const event = value as Record<string, unknown>;
  const data = event.data;
  if (data === null || typeof data !== "object") return value;
  const lifted = { ...event };
  for (const key of PRODUCT_UPDATE_LIFTED) {
    if (lifted[key] == null && (data as Record<string, unknown>)[key] != null) lifted[key] = (data as Record<string, unknown>)[key];
  }
  return lifted;
}

export const productUpdateEventSchema = preprocess(liftProductUpdateData, z.looseObject({
  product_id: z.number(),
  niche_id: z.nullish(z.number()),
  status: z.string(),
  product_name: z.nullish(z.string()),
  content_title: z.nullish(z.string()),
  error_message: z.nullish(z.string()),
  /** Extra fields to merge into the matching product (includes product_name, content_title). */
  data: z.nullish(z.record(z.string(), z.unknown())),
  timestamp: z.nullish(z.string()),
  /**
   * A write in progress: the status has not changed. `characters` written so far; `expected_characters`
   * the length a whole answer is expected to have; `started_at` when the write began (ISO 8601).
   */
  progress: z.nullish(z.looseObject({
    characters: z.optional(z.number()),
    expected_characters: z.optional(z.number()),
    started_at: z.optional(z.string()),
  })),
}));
export type ProductUpdateEvent = z.infer<typeof productUpdateEventSchema>;

/** product_update status sent when a product is deleted: the row leaves every list that holds it. */
export const DELETED_PRODUCT_STATUS = "deleted";

export const bulkImportUpdateEventSchema = z.looseObject({
  niche_id: z.number(),
  status: z.string(),
  total: z.number(),
  processed: z.number(),
  successfully_imported: z.number(),
  failed_imports: z.number(),
  timestamp: z.nullish(z.string()),
});
export type BulkImportUpdateEvent = z.infer<typeof bulkImportUpdateEventSchema>;
