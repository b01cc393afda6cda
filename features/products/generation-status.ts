// The generation statuses, without zod: the realtime layer reads them on every admin page.
export const GENERATION_STATUSES = ["pending", "processing", "generating", "completed", "failed", "error"] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

/** Unknown statuses from a real backend read as 'pending' ("anything else Pendiente"). */
export function readGenerationStatus(value: unknown): GenerationStatus {
  return (GENERATION_STATUSES as readonly unknown[]).includes(value) ? (value as GenerationStatus) : "pending";
}
