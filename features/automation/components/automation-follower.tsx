"use client";

import { clientOnly } from "@/lib/lazy/client-only";
import { useAutomation, useAutomationSync } from "@/features/automation/hooks";
import { completedNiche } from "@/features/automation/automation-reducer";

// The panel (progress bar, icons) loads when an automation runs or fails.
const AutomationPanel = clientOnly(() => import("./automation-panel").then((m) => m.AutomationPanel));

/**
 * Feeds the automation store (events, a task restored after a reload) and shows the panel while it runs,
 * and once it has created its niche, with a link to it (a wizard that was left no longer shows it).
 */
export function AutomationFollower() {
  useAutomationSync();
  const automation = useAutomation();
  if (!automation.isRunning && !automation.error && !completedNiche(automation)) return null;
  return <AutomationPanel automation={automation} />;
}
