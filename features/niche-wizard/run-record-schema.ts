// Reads a stored wizard run back.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import type { WizardRun } from "./run-record";

const runSchema = z.object({
  taskId: z.string(),
  niche: z.record(z.string(), z.unknown()),
  /** The niches there were before the run: none of them is ever the run's to change. */
  existingIds: z.array(z.number()),
  credentials: z.object({
    email: z.nullable(z.string()),
    apiKey: z.nullable(z.string()),
    clientId: z.nullable(z.string()),
    clientSecret: z.nullable(z.string()),
    apiClientRecordId: z.nullable(z.number()),
  }),
});

/** The run a stored text holds, or null for anything else. */
export function parseWizardRun(raw: string | null): WizardRun | null {
  try {
    const parsed = raw ? runSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? (parsed.data as WizardRun) : null;
  } catch {
    return null;
  }
}
