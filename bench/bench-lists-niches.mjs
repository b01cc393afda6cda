#!/usr/bin/env -S npx tsx
// Niche list benchmark: with 2,000 niches, how long typing in the search box takes to
// update the grid. Each sample runs from the keydown event's timestamp to the first paint after the
// DOM changed (MutationObserver + requestAnimationFrame). Prints p50/p95/max; target p95 < 50 ms.
//
// Uses a running panel at BENCH_BASE_URL (its backend at BENCH_BACKEND_URL), or starts the embedded
// backend on a fresh data folder seeded with the large set (`seed-cli --niches`) plus `next dev`
// itself (ports BENCH_PORT/BENCH_BACKEND_PORT, build folder .next-bench-niches). Either way the
// niches are topped up to BENCH_NICHES through the API when fewer exist.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { recordFigure } from "./bench-results.mjs";
import { launchBenchBrowser, reachable, runBench, start, waitFor } from "./bench-servers.mjs";
import { ADMIN, percentile } from "./bench-stack.mjs";
import { LOGIN_PATH } from "../tests/support/api-paths.ts";
import { HEALTH_PATH } from "../tests/support/api-paths.ts";
import { NICHES_PATH } from "../tests/support/api-paths.ts";

const TARGET_NICHES = Number(process.env.BENCH_NICHES ?? 2000);
const TARGET_P95_MS = 50;
const KEY_DELAY_MS = 120;
const QUERIES = ["escala 1", "nicho de escala 19", "escala12", "prueba 7", "escala 3"];
const panelPort = Number(process.env.BENCH_PORT ?? 3198);
const backendPort = Number(process.env.BENCH_BACKEND_PORT ?? 8198);
const baseURL = process.env.BENCH_BASE_URL ?? `http://localhost:${panelPort}`;
const backendURL = process.env.BENCH_BACKEND_URL ?? `http://127.0.0.1:${backendPort}`;
const DATA_DIR = `.data-bench-niches-${backendPort}`;

async function ensureServers() {
  if (await reachable(`${baseURL}/login`)) return;
  const env = { DATA_DIR, PORT: String(backendPort), PUBLIC_BASE_URL: backendURL };
  if (!(await reachable(`${backendURL}${HEALTH_PATH}`))) {
    console.log(`seeding ${TARGET_NICHES} niches into ${DATA_DIR}...`);
    rmSync(DATA_DIR, { recursive: true, force: true });
    const seed = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "backend/seed-cli.ts", "--niches", String(TARGET_NICHES), "--products", String(TARGET_NICHES * 2)], {
      env: { ...process.env, ...env },
      stdio: "inherit",
    });
    if (seed.status !== 0) throw new Error("seeding failed");
    console.log(`starting backend on ${backendPort}...`);
    start(process.execPath, ["node_modules/tsx/dist/cli.mjs", "backend/main.ts"], env);
    await waitFor(`${backendURL}${HEALTH_PATH}`, 120_000);
  }
  console.log(`starting next dev on ${panelPort}...`);
  start("npx", ["next", "dev", "-p", String(panelPort)], { API_UPSTREAM_URL: backendURL, NEXT_DIST_DIR: ".next-bench-niches" });
  await waitFor(`${baseURL}/login`, 600_000);
}

/** Creates niches through the API until there are `TARGET_NICHES`. */
async function topUp(request, token) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await (await request.get(`${backendURL}${NICHES_PATH}`, { headers })).json();
  const missing = TARGET_NICHES - list.length;
  if (missing <= 0) return list.length;
  console.log(`creating ${missing} niches through the API...`);
  const run = Date.now().toString(36);
  let next = 0;
  const worker = async () => {
    while (next < missing) {
      const i = next++;
      const data = { name: `Nicho de escala ${run} ${i}`, affiliate_tag: `escala${i}-21`, description: `Nicho de prueba ${i}` };
      // Straight to the backend (not through the panel's proxy), retrying a dropped connection.
      for (let attempt = 1; ; attempt++) {
        try {
          const response = await request.post(`${backendURL}${NICHES_PATH}`, { headers, data });
          if (!response.ok()) throw new Error(`create niche: ${response.status()}`);
          break;
        } catch (error) {
          if (attempt >= 3) throw error;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return TARGET_NICHES;
}

function installProbe() {
  const input = document.querySelector('input[type="search"]');
  const root = document.querySelector("main");
  window.__samples = [];
  let pending = null;
  input.addEventListener("keydown", (event) => {
    pending = event.timeStamp;
  }, true);
  new MutationObserver(() => {
    if (pending === null) return;
    const t0 = pending;
    pending = null;
    requestAnimationFrame(() => setTimeout(() => window.__samples.push(performance.now() - t0), 0));
  }).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
}

async function main() {
  await ensureServers();
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext({ baseURL, locale: "es-ES", viewport: { width: 1440, height: 900 } });
    const login = await context.request.post(LOGIN_PATH, { form: ADMIN });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    const { access_token: token } = await login.json();
    const total = await topUp(context.request, token);
    await context.addInitScript((t) => {
      localStorage.setItem("token", t);
      localStorage.setItem("user_type", "admin");
      if (!localStorage.getItem("login_timestamp")) localStorage.setItem("login_timestamp", String(Date.now()));
    }, token);

    const page = await context.newPage();
    await page.goto("/niches");
    await page.getByTestId("niche-counter").waitFor({ timeout: 180_000 });
    await page.waitForTimeout(2_000);
    const cards = await page.getByTestId("niche-card").count();
    await page.evaluate(installProbe);

    const search = page.getByLabel("Buscar nichos");
    await search.focus();
    // One warm-up pass (first-time code paths), then the measured passes.
    for (const [pass, queries] of [["warm-up", QUERIES.slice(0, 1)], ["measured", QUERIES]]) {
      if (pass === "measured") await page.evaluate(() => (window.__samples = []));
      for (const query of queries) {
        for (const ch of query) await search.press(ch === " " ? "Space" : ch, { delay: 0 }).then(() => page.waitForTimeout(KEY_DELAY_MS));
        for (let i = 0; i < query.length; i++) await search.press("Backspace").then(() => page.waitForTimeout(KEY_DELAY_MS));
      }
    }
    await page.waitForTimeout(500);
    const samples = (await page.evaluate(() => window.__samples)).sort((a, b) => a - b);
    if (!samples.length) throw new Error("no samples: the grid never changed");
    const p50 = percentile(samples, 50);
    const p95 = percentile(samples, 95);
    console.log(`niches: ${total}, cards in the DOM at rest: ${cards} (virtualized grid)`);
    console.log(`search → grid update: ${samples.length} samples, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${samples.at(-1).toFixed(1)} ms (target p95 < ${TARGET_P95_MS} ms)`);
    console.log(`result: ${p95 < TARGET_P95_MS ? "PASS" : "FAIL"}`);
    recordFigure({ bench: "lists:niches", name: `search → grid p95, ${total} niches (${samples.length} keys)`, value: Number(p95.toFixed(1)), unit: "ms", budget: `< ${TARGET_P95_MS}`, ok: p95 < TARGET_P95_MS });
    process.exitCode = p95 < TARGET_P95_MS ? 0 : 1;
  } finally {
    await browser.close();
  }
}

runBench(main);
