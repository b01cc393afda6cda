// Shared by the benchmark scripts: start servers detached, wait for them, stop them all; the browser.
import { spawn } from "node:child_process";

const started = [];

export async function reachable(url) {
  try {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(5_000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

export async function waitFor(url, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await reachable(url)) return;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

export function start(command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: "ignore", detached: true });
  started.push(child);
  return child;
}

export function stopAll() {
  for (const child of started) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

/**
 * Runs a benchmark's `main`: a failure is printed and makes the exit code 1; either way the servers
 * it started are stopped, then `cleanup` removes what it left on disk.
 */
export function runBench(main, cleanup = () => {}) {
  main()
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => {
      stopAll();
      cleanup();
    });
}

/** Debian's Chromium with the flags a container needs (Playwright is loaded only by the benches that drive a browser). */
export async function launchBenchBrowser() {
  const { chromium } = await import("@playwright/test");
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
  });
}
