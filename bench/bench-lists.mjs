#!/usr/bin/env -S npx tsx
// `npm run bench:lists`: the niche and product list benchmarks against one large data set.
import { spawnSync } from "node:child_process";
import { withLargeStack } from "./bench-large-stack.mjs";

const benches = ["bench/bench-lists-niches.mjs", "bench/bench-lists-products.mjs"];

const failed = await withLargeStack(async ({ baseURL, backendURL }) => {
  let failures = 0;
  for (const script of benches) {
    // Under tsx: the benchmarks take their API paths from the contract modules, which are TypeScript.
    const run = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", script], {
      stdio: "inherit",
      env: { ...process.env, BENCH_BASE_URL: baseURL, BENCH_BACKEND_URL: backendURL },
    });
    if (run.status !== 0) failures++;
  }
  return failures;
});
process.exitCode = failed ? 1 : 0;
