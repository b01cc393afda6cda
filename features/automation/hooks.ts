"use client";

import { useEffect, useSyncExternalStore } from "react";
import { useRealtimeEvent } from "@/lib/realtime/hooks";
import {
  cancelAutomation,
  dispatchAutomationEvent,
  getAutomationState,
  getServerAutomationState,
  resetAutomation,
  restoreAutomation,
  startAutomation,
  subscribeAutomation,
} from "./automation-store";
import type { AutomationState } from "./automation-reducer";

export interface UseAutomation extends AutomationState {
  startAutomation: typeof startAutomation;
  cancelAutomation: typeof cancelAutomation;
  resetAutomation: typeof resetAutomation;
}

/** The shared automation state and its actions. */
export function useAutomation(): UseAutomation {
  const state = useSyncExternalStore(subscribeAutomation, getAutomationState, getServerAutomationState);
  return { ...state, startAutomation, cancelAutomation, resetAutomation };
}

/**
 * Feeds the store with niche_automation_progress events and restores a task after a reload.
 * Mounted once, by the automation popover that every admin screen shows.
 */
export function useAutomationSync(): void {
  useRealtimeEvent("niche_automation_progress", dispatchAutomationEvent);
  useEffect(() => {
    void restoreAutomation();
  }, []);
}
