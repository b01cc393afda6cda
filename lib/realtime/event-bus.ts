// Per-type subscribers, notified with a whole batch of events in arrival order.
import type { EventName, RealtimeEvent } from "./events";

type Handler = (event: RealtimeEvent) => void;

export class EventBus {
  private handlers = new Map<EventName, Set<Handler>>();

  subscribe(type: EventName, handler: Handler): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  publish(events: readonly RealtimeEvent[]): void {
    for (const event of events) {
      const set = this.handlers.get(event.type);
      if (!set) continue;
      for (const handler of [...set]) {
        try {
          handler(event);
        } catch (error) {
          // One faulty screen must not starve the other subscribers.
          console.error(`[realtime] ${event.type} handler failed`, error);
        }
      }
    }
  }
}
