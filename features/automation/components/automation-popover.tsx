"use client";

import dynamic from "next/dynamic";
import { useAutomation, useAutomationSync } from "@/features/automation/hooks";

// The panel (progress bar, icons) loads when an automation runs or fails, not with every admin page.
const AutomationPanel = dynamic(() => import("./automation-panel").then((m) => m.AutomationPanel), { ssr: false });

/** Follows the niche automation from any admin screen; idle, it shows nothing. */
export function AutomationPopover() {
  useAutomationSync();
  const automation = useAutomation();
  if (!automation.isRunning && !automation.error) return null;
  return <AutomationPanel automation={automation} />;
}
