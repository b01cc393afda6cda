"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useAutomation, useAutomationSync } from "@/features/automation/hooks";
import { completedNiche } from "@/features/automation/automation-reducer";

const WIZARD_PATH = "/niches/new";

// The panel (progress bar, icons) loads when an automation runs or fails.
const AutomationPanel = dynamic(() => import("./automation-panel").then((m) => m.AutomationPanel), { ssr: false });

/**
 * Feeds the automation store (events, a task restored after a reload) and shows the panel while it runs,
 * and once it has created its niche, with a link to it (a wizard that was left no longer shows it).
 * On the wizard's own page the created niche is not announced again: the wizard says so, with its link.
 */
export function AutomationFollower() {
  useAutomationSync();
  const automation = useAutomation();
  const onWizard = usePathname() === WIZARD_PATH;
  const announcesCreated = completedNiche(automation) !== null && !onWizard;
  if (!automation.isRunning && !automation.error && !announcesCreated) return null;
  return <AutomationPanel automation={automation} />;
}
