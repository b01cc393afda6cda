#!/usr/bin/env -S npx tsx
// The product lists and the dashboard at scale, as a new visitor's browser sees them: each screen
// loaded cold (a fresh browser context, signed in), median of 3 loads, and prints
//   - first card: ms from navigation start to the first product card in the page (≤ 400),
//   - bytes: what the visit transfers until the network is idle (≤ 300 kB),
//   - heap: the tab's JS heap once idle, after a garbage collection (≤ 60 MB),
//   - search: ms from typing the ASIN of the oldest product (deep in the list) to its card (≤ 500),
//     the search box's 300 ms pause before it asks included,
//   - dashboard: ms from navigation start to its counts on screen (≤ 400),
//   - the niche list: its first card, bytes and heap, as the product lists' (same budgets).
// Exits 1 when a figure misses its target.
//
// Panel: BENCH_BASE_URL (a running panel whose backend holds the data set, BENCH_BACKEND_URL that
// backend), else the embedded backend on BENCH_DATA_DIR (seeded with BENCH_PRODUCTS in BENCH_NICHES
// when it holds no marker) and a production build of the panel.
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { recordFigure } from "./bench-results.mjs";
import { launchBenchBrowser, runBench } from "./bench-servers.mjs";
import { browserSession, median, signIn, startBackend, startPanel } from "./bench-stack.mjs";
import { productsPaths, NICHES_PATH } from "../tests/support/api-paths.ts";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 200_000);
const NICHES = Number(process.env.BENCH_NICHES ?? 2_000);
const dataDir = process.env.BENCH_DATA_DIR ?? `.data-bench-${PRODUCTS}`;
const panelPort = Number(process.env.BENCH_PORT ?? 3198);
const backendPort = Number(process.env.BENCH_BACKEND_PORT ?? 8198);
const TARGETS = { firstCardMs: 400, kB: 300, heapMb: 60, searchMs: 500, dashboardMs: 400 };
const LOADS = 3;

async function stack() {
  if (process.env.BENCH_BASE_URL) return { baseURL: process.env.BENCH_BASE_URL, backendURL: process.env.BENCH_BACKEND_URL };
  const marker = join(dataDir, `seeded-${PRODUCTS}-${NICHES}`);
  if (!existsSync(marker)) {
    console.log(`seeding ${PRODUCTS} products in ${NICHES} niches into ${dataDir} (once, several minutes)...`);
    const seed = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "backend/seed-cli.ts", "--products", String(PRODUCTS), "--niches", String(NICHES)], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: "inherit",
    });
    if (seed.status !== 0) throw new Error("seeding failed");
    writeFileSync(marker, new Date().toISOString());
  }
  const backendURL = `http://127.0.0.1:${backendPort}`;
  await startBackend({ port: backendPort, dataDir, keepData: true });
  await startPanel({ port: panelPort, distDir: ".next-bench", upstreamURL: backendURL });
  return { baseURL: `http://localhost:${panelPort}`, backendURL };
}

/** In the page before its scripts: when the first product card, and the dashboard's counts, entered it. */
function installProbes() {
  const marks = { firstCard: null, counts: null, firstNiche: null };
  window.__benchMarks = marks;
  const look = () => {
    if (marks.firstCard === null && document.querySelector("[data-product-id]")) marks.firstCard = performance.now();
    if (marks.firstNiche === null && document.querySelector("[data-testid=niche-card]")) marks.firstNiche = performance.now();
    if (marks.counts === null && /\d/.test(document.querySelector("[data-slot=stat-card]")?.textContent ?? "")) marks.counts = performance.now();
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
}

/** One cold visit: a new context (nothing cached) signed in with the session's storage. */
async function visit(browser, storageState, url, mark) {
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 }, locale: "es-ES" });
  const page = await context.newPage();
  await page.addInitScript(installProbes);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  let bytes = 0;
  cdp.on("Network.loadingFinished", (event) => (bytes += event.encodedDataLength));
  await page.goto(url, { waitUntil: "networkidle", timeout: 120_000 });
  await page.waitForFunction((name) => window.__benchMarks[name] !== null, mark, { timeout: 60_000 });
  const at = await page.evaluate((name) => window.__benchMarks[name], mark);
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("Performance.enable");
  const { metrics } = await cdp.send("Performance.getMetrics");
  const heapMb = (metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0) / 1024 / 1024;
  return { page, context, at, kB: bytes / 1024, heapMb };
}

async function main() {
  const { baseURL, backendURL } = await stack();
  const token = await signIn(baseURL);
  const headers = { authorization: `Bearer ${token}` };
  // The deepest product (the oldest), and a niche's list to open.
  const oldest = (await (await fetch(`${backendURL}${productsPaths.all}?sort=id&limit=1`, { headers })).json())[0];
  const total = (await fetch(`${backendURL}${productsPaths.all}?limit=1`, { headers })).headers.get("x-total-count");
  const niche = (await (await fetch(`${backendURL}${NICHES_PATH}?limit=1`, { headers })).json())[0];
  const browser = await launchBenchBrowser();
  try {
    const storageState = await browserSession(browser, baseURL, ["/products", `/niches/${niche.id}/products`, "/dashboard", "/niches"]);

    const rows = [];
    const screens = [
      { name: "/products", path: "/products", mark: "firstCard", budget: TARGETS.firstCardMs },
      { name: "a niche's products", path: `/niches/${niche.id}/products`, mark: "firstCard", budget: TARGETS.firstCardMs },
      { name: "/dashboard", path: "/dashboard", mark: "counts", budget: TARGETS.dashboardMs },
      { name: "/niches", path: "/niches", mark: "firstNiche", budget: TARGETS.firstCardMs },
    ];
    for (const screen of screens) {
      const loads = [];
      for (let i = 0; i < LOADS; i++) {
        const load = await visit(browser, storageState, `${baseURL}${screen.path}`, screen.mark);
        loads.push(load);
        await load.context.close();
      }
      const at = median(loads.map((l) => l.at));
      const kB = median(loads.map((l) => l.kB));
      const heap = median(loads.map((l) => l.heapMb));
      const what = screen.mark === "counts" ? "counts shown" : "first card";
      rows.push([`${screen.name}: ${what} (ms)`, at, screen.budget]);
      rows.push([`${screen.name}: transferred (kB)`, kB, TARGETS.kB]);
      rows.push([`${screen.name}: JS heap (MB)`, heap, TARGETS.heapMb]);
    }

    // Search: the oldest product's ASIN typed into /products, until its card shows.
    const searches = [];
    for (let i = 0; i < LOADS; i++) {
      const load = await visit(browser, storageState, `${baseURL}/products`, "firstCard");
      // Timed in the page, from the input event to the card entering the DOM (a locator's polling is too coarse).
      const shown = load.page.evaluate(
        (id) =>
          new Promise((resolve) => {
            const box = document.querySelector("#all-products-search");
            let started = 0;
            box.addEventListener("input", () => (started ||= performance.now()), { once: true });
            new MutationObserver((_, observer) => {
              if (started && document.querySelector(`[data-product-id="${id}"]`)) {
                observer.disconnect();
                resolve(performance.now() - started);
              }
            }).observe(document.body, { childList: true, subtree: true });
          }),
        oldest.id,
      );
      await load.page.locator("#all-products-search").fill(oldest.asin ?? oldest.amazon_url);
      searches.push(await shown);
      await load.context.close();
    }
    rows.push(["search for the oldest product (ms)", median(searches), TARGETS.searchMs]);

    console.log(`\nbench:lists:products (${total ?? "?"} products, ${baseURL})`);
    let ok = true;
    for (const [name, value, budget] of rows) {
      const met = value <= budget;
      ok &&= met;
      console.log(`  ${name.padEnd(44)} ${value.toFixed(0).padStart(8)}  ≤ ${budget}${met ? "" : "  MISSED"}`);
      recordFigure({ bench: "lists:products", name: `${name} at ${total ?? "?"} products, median of ${LOADS}`, value: Math.round(value), unit: "", budget: `≤ ${budget}`, ok: met });
    }
    console.log(ok ? "  all targets met" : "  TARGET MISSED");
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
  }
}

runBench(main);
