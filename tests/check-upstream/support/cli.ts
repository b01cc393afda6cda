// Runs `npm run check:upstream` as an operator does (its main.ts, in its own process) and measures
// it: exit status, what it printed, wall time and peak memory (read by a small Python parent from
// getrusage, since Node cannot read a child's).
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";

const PYTHON = process.env.PYTHON ?? "/usr/bin/python3";
const MAIN = "contract-tools/conformance/main.ts";
// Runs argv, then writes the peak resident memory of its children (kB) on fd 3, and exits with their status.
const MEASURE =
  "import os, resource, subprocess, sys\n" +
  "code = subprocess.call(sys.argv[1:])\n" +
  "os.write(3, str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss).encode())\n" +
  "sys.exit(code if code >= 0 else 128 - code)";

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr together, to look for what must never be printed. */
  output: string;
  ms: number;
  maxRssMb: number;
}

/** `env` replaces the credentials (none unless given); `killAfterMs` stops a run that would hang the suite. */
export function runCli(args: string[], env: Record<string, string> = {}, killAfterMs = 60_000): Promise<CliRun> {
  const clean = { ...process.env };
  delete clean.UPSTREAM_USERNAME;
  delete clean.UPSTREAM_PASSWORD;
  delete clean.NODE_EXTRA_CA_CERTS;
  const started = performance.now();
  const child = spawn(PYTHON, ["-c", MEASURE, process.execPath, "--import", "tsx", MAIN, ...args], {
    env: { ...clean, ...env },
    stdio: ["ignore", "pipe", "pipe", "pipe"],
    detached: true,
  });
  let stdout = "";
  let stderr = "";
  let rss = "";
  child.stdout!.on("data", (chunk) => (stdout += chunk));
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  child.stdio[3]!.on("data", (chunk) => (rss += chunk));
  const guard = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), killAfterMs);
  return new Promise((resolve) => {
    child.on("close", (code) => {
      clearTimeout(guard);
      resolve({ code, stdout, stderr, output: stdout + stderr, ms: performance.now() - started, maxRssMb: Number(rss) / 1024 });
    });
  });
}
