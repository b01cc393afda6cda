"use client";

import { clientOnly } from "@/lib/lazy/client-only";
import { useAutomation, useAutomationSync } from "@/features/automation/hooks";

// The panel (progress bar, icons) loads when an automation runs or fails.
const AutomationPanel = clientOnly(() => import("./automation-panel").then((m) => m.AutomationPanel));

/** Feeds the automation store (events, a task restored after a reload) and shows the panel while it runs. */
export function AutomationFollower() {
  useAutomationSync();
  const automation = useAutomation();
  if (!automation.isRunning && !automation.error) return null;
  return <AutomationPanel automation={automation} />;
}
