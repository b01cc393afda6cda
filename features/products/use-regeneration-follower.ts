"use client";
// Feeds a forced regeneration's outcomes with each product's realtime product_update. Events missed
// while the connection is down are read from the products instead: once when it comes back, and on an
// interval while it stays down.
import { useCallback, useEffect, useRef, useState } from "react";
import { useRealtimeEvent, useRealtimeStatus } from "@/lib/realtime/hooks";
import { apiRequest } from "@/lib/browser-data/client";
import { productQuery } from "./queries";
import type { RegenerationOutcomes } from "./regeneration-outcomes";

const READ_EVERY_MS = 3_000;

/** Returns `follow`: the outcomes to feed from now on (null: none). */
export function useRegenerationFollower(): (outcomes: RegenerationOutcomes | null) => void {
  const [outcomes, setOutcomes] = useState<RegenerationOutcomes | null>(null);
  // Events are fed from the moment `follow` is called, before React renders again.
  const fed = useRef<RegenerationOutcomes | null>(null);
  const follow = useCallback((next: RegenerationOutcomes | null) => {
    fed.current = next;
    setOutcomes(next);
  }, []);
  const connected = useRealtimeStatus().status === "connected";
  const wasConnected = useRef(connected);
  useRealtimeEvent("product_update", (event) => fed.current?.update(event));

  useEffect(() => {
    const reconnected = connected && !wasConnected.current;
    wasConnected.current = connected;
    if (!outcomes) return;
    const readPending = async () => {
      for (const id of outcomes.pending) {
        try {
          const product = await productQuery(id).read(apiRequest);
          outcomes.read({ id, status: product.generation_status, error_message: product.error_message });
        } catch {
          // The next read or event tells.
        }
      }
    };
    if (connected) {
      if (reconnected) void readPending();
      return;
    }
    void readPending();
    const timer = setInterval(() => void readPending(), READ_EVERY_MS);
    return () => clearInterval(timer);
  }, [outcomes, connected]);

  return follow;
}
