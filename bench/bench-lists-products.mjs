#!/usr/bin/env -S npx tsx
// General product list at scale: seeds 20,000 products in 2,000 niches into a temporary
// data folder, serves them with the embedded backend, opens /products in Chromium and prints:
//   - first screen: ms from the product list's response end to the first cards painted (< 1000, median of 3 loads),
//   - text filter: p95 ms from an input event to the updated grid painted (< 50, 5 rounds of 20 inputs),
//   - JS heap used by the tab after load and filtering (< 300 MB).
// Exits 1 when a figure misses its target.
//
// Panel: BENCH_BASE_URL if given (a running panel whose backend already holds the large data set:
// nothing is seeded or started), else the backend on BENCH_BACKEND_PORT and the panel on BENCH_PORT
// from NEXT_DIST_DIR (default .next-bench-products): `next start` when that folder holds a production
// build, else `next dev`. Dev React is several times slower, so figures under next dev are pessimistic.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { recordFigure } from "./bench-results.mjs";
import { launchBenchBrowser, reachable, runBench, start, waitFor } from "./bench-servers.mjs";
import { ADMIN } from "./bench-stack.mjs";
import { HEALTH_PATH } from "../features/health/paths.ts";
import { productsPaths } from "../features/products/paths.ts";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const NICHES = Number(process.env.BENCH_NICHES ?? 2_000);
const panelPort = Number(process.env.BENCH_PORT ?? 3197);
const backendPort = Number(process.env.BENCH_BACKEND_PORT ?? 8197);
const baseURL = process.env.BENCH_BASE_URL ?? `http://localhost:${panelPort}`;
const backendURL = `http://127.0.0.1:${backendPort}`;
const dataDir = `.data-bench-products-${backendPort}`;
const distDir = process.env.NEXT_DIST_DIR ?? ".next-bench-products";
// A production build in the dist folder is served with `next start`; otherwise `next dev`.
const panelMode = existsSync(`${distDir}/BUILD_ID`) ? "start" : "dev";
const TARGETS = { firstScreenMs: 1000, filterP95Ms: 50, heapMb: 300 };
const LOADS = 3;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const QUERIES = ["a", "am", "ama", "amaz", "amazon", "amazon.", "", "es-", "us-", "xyz", "", "dp/b0", "dp/b", "dp/", "b", "", "nicho", "n", "", "zzzz"];

async function startServers() {
  if (process.env.BENCH_BASE_URL) return;
  if (await reachable(`${backendURL}${HEALTH_PATH}`)) throw new Error(`port ${backendPort} is busy: set BENCH_BACKEND_PORT`);
  console.log(`seeding ${PRODUCTS} products in ${NICHES} niches into ${dataDir}...`);
  rmSync(dataDir, { recursive: true, force: true });
  const env = { ...process.env, DATA_DIR: dataDir, PUBLIC_BASE_URL: backendURL };
  const seed = spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "backend/seed-cli.ts", "--products", String(PRODUCTS), "--niches", String(NICHES)],
    { env, stdio: "inherit" },
  );
  if (seed.status !== 0) throw new Error("seed failed");
  start(process.execPath, ["node_modules/tsx/dist/cli.mjs", "backend/main.ts"], { ...env, PORT: String(backendPort) });
  await waitFor(`${backendURL}${HEALTH_PATH}`, 120_000);
  console.log(`starting next ${panelMode} on ${panelPort} (${distDir})...`);
  start("npx", ["next", panelMode, "-p", String(panelPort)], { API_UPSTREAM_URL: backendURL, NEXT_DIST_DIR: distDir });
  await waitFor(`${baseURL}/login`, 600_000);
}

/** In the page before its scripts: notes when the product list's response ended and when cards first appear. */
function installProbes(listPath) {
  const marks = { listResponseEnd: null, firstCards: null };
  window.__benchMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.endsWith(listPath) && marks.listResponseEnd === null) marks.listResponseEnd = entry.responseEnd;
    }
  }).observe({ type: "resource", buffered: true });
  const observer = new MutationObserver(() => {
    if (marks.firstCards === null && document.querySelector("[data-product-id]")) {
      // Painted: the frame after the cards entered the DOM.
      requestAnimationFrame(() => setTimeout(() => (marks.firstCards ??= performance.now()), 0));
      observer.disconnect();
    }
  });
  document.addEventListener("DOMContentLoaded", () => observer.observe(document.body, { childList: true, subtree: true }));
}

async function heapMb(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("Performance.enable");
  const { metrics } = await cdp.send("Performance.getMetrics");
  const used = metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0;
  return used / 1024 / 1024;
}

async function main() {
  await startServers();
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: "es-ES" });
    await page.goto(`${baseURL}/login`, { timeout: 600_000 });
    await page.getByLabel("Usuario").fill(ADMIN.username);
    await page.getByLabel("Contraseña").fill(ADMIN.password);
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 600_000 });
    // Warm the route once (next dev compiles it on first visit), then measure a fresh load.
    await page.goto(`${baseURL}/products`, { timeout: 600_000 });
    await page.locator("[data-product-id]").first().waitFor({ timeout: 600_000 });
    await page.addInitScript(installProbes, productsPaths.all);
    // Median of LOADS fresh loads of the list.
    const firstScreens = [];
    for (let i = 0; i < LOADS; i++) {
      await page.goto(`${baseURL}/products`);
      await page.locator("[data-product-id]").first().waitFor({ timeout: 120_000 });
      await page.waitForFunction(() => window.__benchMarks.firstCards !== null && window.__benchMarks.listResponseEnd !== null);
      const marks = await page.evaluate(() => window.__benchMarks);
      firstScreens.push(marks.firstCards - marks.listResponseEnd);
    }
    const firstScreenMs = firstScreens.sort((a, b) => a - b)[Math.floor(LOADS / 2)];
    const total = await page.getByTestId("all-products-shown").textContent();
    await page.waitForTimeout(1_000);

    const samples = await page.evaluate(async ([queries, rounds]) => {
      const input = document.querySelector("#all-products-search");
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
      const out = [];
      for (let round = 0; round < rounds; round++) {
        for (const q of queries) {
          await new Promise((r) => setTimeout(r, 50));
          const t0 = performance.now();
          setValue.call(input, q);
          input.dispatchEvent(new Event("input", { bubbles: true }));
          await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
          out.push(performance.now() - t0);
        }
      }
      return out;
    }, [QUERIES, ROUNDS]);
    const sorted = samples.slice().sort((a, b) => a - b);
    const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
    const heap = await heapMb(page);

    const rows = [
      ["products shown", total, ""],
      ["first screen after data (ms)", firstScreenMs.toFixed(0), `< ${TARGETS.firstScreenMs}`],
      ["text filter p95 (ms)", p95.toFixed(1), `< ${TARGETS.filterP95Ms}`],
      ["text filter max (ms)", sorted.at(-1).toFixed(1), ""],
      ["JS heap used (MB)", heap.toFixed(1), `< ${TARGETS.heapMb}`],
    ];
    console.log(`\nbench:lists:products (${process.env.BENCH_BASE_URL ? baseURL : `next ${panelMode}`})`);
    for (const [name, value, target] of rows) console.log(`  ${name.padEnd(32)} ${String(value).padStart(10)}  ${target}`);
    const ok = firstScreenMs < TARGETS.firstScreenMs && p95 < TARGETS.filterP95Ms && heap < TARGETS.heapMb;
    const bench = "lists:products";
    recordFigure({ bench, name: `first screen after data (median of ${LOADS} loads)`, value: Math.round(firstScreenMs), unit: "ms", budget: `< ${TARGETS.firstScreenMs}`, ok: firstScreenMs < TARGETS.firstScreenMs });
    recordFigure({ bench, name: `text filter p95 (${samples.length} inputs)`, value: Number(p95.toFixed(1)), unit: "ms", budget: `< ${TARGETS.filterP95Ms}`, ok: p95 < TARGETS.filterP95Ms });
    recordFigure({ bench, name: "JS heap of the tab", value: Number(heap.toFixed(1)), unit: "MB", budget: `< ${TARGETS.heapMb}`, ok: heap < TARGETS.heapMb });
    console.log(ok ? "  all targets met" : "  TARGET MISSED");
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
  }
}

runBench(main, () => {
  if (!process.env.BENCH_BASE_URL) rmSync(dataDir, { recursive: true, force: true });
});
