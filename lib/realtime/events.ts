// Parsing of incoming socket events against the contract (lib/contract/realtime-events.ts).
import { safeParse } from "zod/mini";
import { realtimeEventSchemas, type RealtimeEventPayloads } from "@/lib/contract/realtime-events";

export type EventName = keyof RealtimeEventPayloads;

export type RealtimeEvent = { [K in EventName]: { type: K; payload: RealtimeEventPayloads[K] } }[EventName];

export function isEventName(name: string): name is EventName {
  return Object.prototype.hasOwnProperty.call(realtimeEventSchemas, name);
}

/** The parsed event, or null (logged) when the name is unknown or the payload breaks the contract. */
export function parseRealtimeEvent(name: string, payload: unknown): RealtimeEvent | null {
  if (!isEventName(name)) return null;
  const result = safeParse(realtimeEventSchemas[name], payload);
  if (!result.success) {
    console.warn(`[realtime] dropped malformed ${name} event`, result.error.issues.slice(0, 3));
    return null;
  }
  return { type: name, payload: result.data } as RealtimeEvent;
}
