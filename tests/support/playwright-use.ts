// What every Playwright project shares: Spanish locale and Madrid time, traces and screenshots kept on
// failure, and Debian's Chromium (no browser download here) with the flags a container needs.
import type { PlaywrightTestConfig } from "@playwright/test";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

/** How every suite runs: one test at a time (they share one backend's data), one retry on CI. */
export const serialRun = {
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
} satisfies PlaywrightTestConfig;

/** The shared `use` block; `extraArgs` add Chromium flags (a host mapping, say). */
export function sharedUse(extraArgs: string[] = []): PlaywrightTestConfig["use"] {
  return {
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [...CHROMIUM_ARGS, ...extraArgs],
    },
  };
}
