// Which realtime events change the product lists and the counts other screens show.
import type { RealtimeEvent } from "@/lib/realtime/events";

/** Whether an event changes what products there are or their status (a write's progress does not). */
export function changesProducts(event: RealtimeEvent): boolean {
  if (event.type === "product_update") return event.payload.progress == null;
  return event.type === "bulk_import_update" && event.payload.status === "completed";
}
