#!/usr/bin/env -S npx tsx
// `npm run bench`: every benchmark in turn, then one table of figures against their budgets.
// Exits 1 when a budget is missed or a benchmark could not run. Not part of `npm test`: timings
// are noisy on shared machines (each figure is already a median or a ratio over several runs).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { withLargeStack } from "./bench-large-stack.mjs";

const dir = mkdtempSync(join(os.tmpdir(), "bench-"));
const resultsFile = join(dir, "figures.jsonl");
const env = { ...process.env, BENCH_RESULTS_FILE: resultsFile };
const runs = [];

// Under tsx: the benchmarks take their API paths from the contract modules, which are TypeScript.
function run(name, script, extraEnv = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", script], { stdio: "inherit", env: { ...env, ...extraEnv } });
  runs.push({ name, status: result.status ?? 1, seconds: (Date.now() - started) / 1000 });
}

run("bench:api", "backend/bench/api-bench.ts");
// The list and realtime benchmarks share one large data set and one production build.
await withLargeStack(async ({ baseURL, backendURL }) => {
  const stack = { BENCH_BASE_URL: baseURL, BENCH_BACKEND_URL: backendURL };
  run("bench:lists (niches)", "bench/bench-lists-niches.mjs", stack);
  run("bench:lists (products)", "bench/bench-lists-products.mjs", stack);
  run("bench:realtime", "bench/bench-realtime.mjs", stack);
});
run("bench:proxy", "bench/bench-proxy.mjs");
run("bench:pages", "bench/bench-pages.mjs");

let figures = [];
try {
  figures = readFileSync(resultsFile, "utf8").trim().split("\n").filter(Boolean).map((line) => JSON.parse(line));
} catch {
  // No figure at all: every run failed; the table below says so.
}
rmSync(dir, { recursive: true, force: true });

const pad = (text, width) => String(text).padEnd(width);
console.log(`\nBudgets (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? "?"}, Node ${process.version})`);
console.log(`${pad("bench", 16)}${pad("figure", 62)}${pad("value", 14)}${pad("budget", 12)}result`);
for (const f of figures) {
  console.log(`${pad(f.bench, 16)}${pad(f.name, 62)}${pad(`${f.value} ${f.unit}`, 14)}${pad(`${f.budget}`, 12)}${f.ok ? "ok" : "MISSED"}`);
}
const missed = figures.filter((f) => !f.ok);
const failedRuns = runs.filter((r) => r.status !== 0);
console.log("");
for (const r of runs) console.log(`${pad(r.name, 26)}exit ${r.status}, ${r.seconds.toFixed(0)} s`);
if (missed.length || failedRuns.length) {
  console.log(`\n${missed.length} budget(s) missed; ${failedRuns.length} benchmark(s) exited non-zero`);
  process.exitCode = 1;
} else {
  console.log("\nAll budgets met");
}
