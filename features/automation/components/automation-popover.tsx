"use client";

import { clientOnly } from "@/lib/lazy/client-only";
import { useIdle } from "@/lib/lazy/use-idle";

// The store, its calls and its event handling load once the page is idle, as the realtime
// connection that feeds them does: no admin page's first load carries them.
const AutomationFollower = clientOnly(() => import("./automation-follower").then((m) => m.AutomationFollower));

/** Follows the niche automation from any admin screen; idle, it shows nothing. */
export function AutomationPopover() {
  return useIdle() ? <AutomationFollower /> : null;
}
