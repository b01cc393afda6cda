"use client";

import dynamic from "next/dynamic";

// The store, its calls and its event handling load in the browser after the page: no admin page's
// first load carries them.
const AutomationFollower = dynamic(() => import("./automation-follower").then((m) => m.AutomationFollower), { ssr: false });

/** Follows the niche automation from any admin screen; idle, it shows nothing. */
export function AutomationPopover() {
  return <AutomationFollower />;
}
