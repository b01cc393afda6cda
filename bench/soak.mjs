#!/usr/bin/env -S npx tsx
// soak: SOAK_SESSIONS (100) concurrent simulated sessions for SOAK_SECONDS (60) through the
// panel's /api proxy, each looping: list niches, open one, list its products, add a product, trigger
// its content generation, read the product and its content back. Halfway through (SOAK_KILL_AT_SECONDS)
// the backend is SIGKILLed and restarted SOAK_DOWN_SECONDS (4) later on the same data folder: meanwhile
// the panel must answer its Spanish 502 (counted apart, as expected), and everything must recover
// (the run is stretched so that at least 10 s of load follow the backend's return).
// At the end every product created with a 2xx, and the content of every product completed before the
// kill, must still be there. Exits 1 on any unexpected answer or anything lost. Loopback only.
//
// Servers: the embedded backend (demo data, fresh .data-soak, PIPELINE_STEP_MS 100) on BENCH_BACKEND_PORT
// (8120) and a production panel from NEXT_DIST_DIR (.next-proxy) on BENCH_PORT (3120); or a running pair
// at BENCH_BASE_URL + BENCH_BACKEND_URL, in which case the backend is not killed.
import { readFileSync, rmSync } from "node:fs";
import { runBench } from "./bench-servers.mjs";
import { recordFigure } from "./bench-results.mjs";
import { killGroup, percentile, signIn, spawnBackend, startBackend, startPanel } from "./bench-stack.mjs";
import { HEALTH_PATH } from "../tests/support/api-paths.ts";
import { nichePath, NICHES_PATH } from "../tests/support/api-paths.ts";
import { productsContract } from "../features/products/contract.ts";
import { productsPaths } from "../tests/support/api-paths.ts";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const SESSIONS = Number(process.env.SOAK_SESSIONS ?? 100);
const KILL_AT_MS = Number(process.env.SOAK_KILL_AT_SECONDS ?? SECONDS / 2) * 1000;
const DOWN_MS = Number(process.env.SOAK_DOWN_SECONDS ?? 4) * 1000;
// After the backend answers again, requests already queued in the panel may still finish with 502.
const GRACE_MS = 2_000;
const RECOVERY_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
const panelPort = Number(process.env.BENCH_PORT ?? 3120);
const backendPort = Number(process.env.BENCH_BACKEND_PORT ?? 8120);
const baseURL = process.env.BENCH_BASE_URL ?? `http://127.0.0.1:${panelPort}`;
const backendURL = process.env.BENCH_BACKEND_URL ?? `http://127.0.0.1:${backendPort}`;
const distDir = process.env.NEXT_DIST_DIR ?? ".next-proxy";
const dataDir = ".data-soak";
const external = Boolean(process.env.BENCH_BASE_URL);
const backendEnv = { PIPELINE_STEP_MS: "100" };
const UNAVAILABLE = JSON.parse(readFileSync(new URL("../messages/es.json", import.meta.url), "utf8")).proxy.unavailable;

const stats = { requests: 0, ok: 0, errors: 0, outage502: 0, cut: 0, latencies: [], errorSamples: new Map() };
const outage = { killAt: null, restartAt: null, backendUpAt: null, firstOkAt: null };
const created = []; // { id, amazonUrl, at }
let startedAt = 0;
let endAt = 0;
let backend = null;

for (const url of [baseURL, backendURL]) {
  if (!["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname)) throw new Error(`soak runs on loopback only, not ${url}`);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function inOutage(t) {
  if (outage.killAt === null || t < outage.killAt) return false;
  return outage.backendUpAt === null || t <= outage.backendUpAt + GRACE_MS;
}

function noteError(label) {
  stats.errors += 1;
  stats.errorSamples.set(label, (stats.errorSamples.get(label) ?? 0) + 1);
}

/** One call through the panel; returns the parsed body when the status is one of `expected`, else null. */
async function call(token, method, path, expected, body) {
  const t0 = Date.now();
  let status = 0;
  let data = null;
  let failure = null;
  try {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = response.status;
    const text = await response.text();
    data = text ? JSON.parse(text) : null;
  } catch (error) {
    failure = error.cause?.code ?? error.name ?? "error";
  }
  const t1 = Date.now();
  stats.requests += 1;
  const route = `${method} ${path.replace(/\/\d+/g, "/{id}")}`;
  if (!failure && expected.includes(status)) {
    stats.ok += 1;
    stats.latencies.push(t1 - t0);
    if (outage.backendUpAt !== null && outage.firstOkAt === null && t0 >= outage.backendUpAt) outage.firstOkAt = t1;
    return data ?? {};
  }
  if (inOutage(t1) && status === 502 && data?.detail === UNAVAILABLE) stats.outage502 += 1;
  // A response already streaming when the backend died is cut short: part of the outage too.
  else if (inOutage(t1) && failure && status !== 0) stats.cut += 1;
  else noteError(`${route} → ${failure ?? status}${data?.detail ? ` ${JSON.stringify(data.detail).slice(0, 80)}` : ""}`);
  return null;
}

function asin(session, n) {
  return `B${session.toString(36).toUpperCase().padStart(3, "0")}${n.toString(36).toUpperCase().padStart(6, "0")}`.slice(0, 10);
}

/** Sessions run until the end, and never stop while the backend is down (recovery must be seen). */
function running() {
  return Date.now() < endAt || (outage.killAt !== null && outage.backendUpAt === null);
}

async function session(index, token) {
  let n = 0;
  while (running()) {
    // A failed step ends the iteration; the user retries after a moment, as a person would.
    const step = async () => {
      const niches = await call(token, "GET", NICHES_PATH, [200]);
      if (!niches?.length) return false;
      const niche = niches[(index + n) % niches.length];
      if (!(await call(token, "GET", nichePath(niche.id), [200]))) return false;
      if (!(await call(token, "GET", productsPaths.ofNiche(niche.id), [200]))) return false;
      const amazonUrl = `https://www.amazon.es/dp/${asin(index, n++)}`;
      const product = await call(token, "POST", productsPaths.ofNiche(niche.id), [201], { amazon_url: amazonUrl });
      if (!product) return false;
      created.push({ id: product.id, amazonUrl, at: Date.now() });
      if (!(await call(token, "POST", productsPaths.triggerGeneration(product.id), [202]))) return false;
      if (!(await call(token, "GET", productsPaths.one(product.id), [200]))) return false;
      return Boolean(await call(token, "GET", productsPaths.content(product.id), [200]));
    };
    if (!(await step())) await sleep(250);
  }
}

/** Products completed just before the kill: their content must survive it. */
async function completedProducts(token) {
  const response = await fetch(`${backendURL}${productsContract.list.url({}, { status: "completed" })}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`listing completed products answered ${response.status}`);
  return (await response.json()).map((p) => p.id);
}

async function killAndRestart(token) {
  await sleep(Math.max(0, startedAt + KILL_AT_MS - Date.now()));
  const completed = await completedProducts(token);
  outage.killAt = Date.now();
  killGroup(backend, "SIGKILL");
  console.log(`  ${((outage.killAt - startedAt) / 1000).toFixed(1)} s: backend killed (SIGKILL), ${created.length} products created so far`);
  await sleep(DOWN_MS);
  outage.restartAt = Date.now();
  backend = spawnBackend({ port: backendPort, dataDir, env: backendEnv });
  for (;;) {
    try {
      if ((await fetch(`${backendURL}${HEALTH_PATH}`, { signal: AbortSignal.timeout(1_000) })).ok) break;
    } catch {
      // Not up yet.
    }
    if (Date.now() - outage.restartAt > 120_000) throw new Error("the backend did not come back within 120 s");
    await sleep(100);
  }
  outage.backendUpAt = Date.now();
  // Recovery has to be seen under load: keep the sessions going a while after the backend is back.
  endAt = Math.max(endAt, outage.backendUpAt + RECOVERY_MS);
  console.log(`  ${((outage.backendUpAt - startedAt) / 1000).toFixed(1)} s: backend answering again (restart took ${((outage.backendUpAt - outage.restartAt) / 1000).toFixed(1)} s)`);
  return completed;
}

/** Runs `fn` over `items` with at most `limit` at a time. */
async function pool(items, limit, fn) {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await fn(items[next++]);
  }));
}

async function verify(token, completedBeforeKill) {
  const lost = [];
  await pool(created, 16, async (entity) => {
    const response = await fetch(`${baseURL}${productsPaths.one(entity.id)}`, { headers: { authorization: `Bearer ${token}` } });
    const body = response.ok ? await response.json() : null;
    if (body?.amazon_url !== entity.amazonUrl) lost.push(`product ${entity.id} (${response.status})`);
  });
  await pool(completedBeforeKill, 16, async (id) => {
    const response = await fetch(`${baseURL}${productsPaths.content(id)}`, { headers: { authorization: `Bearer ${token}` } });
    const versions = response.ok ? await response.json() : [];
    if (!versions.length) lost.push(`content of product ${id} (${response.status})`);
  });
  return lost;
}

async function main() {
  if (!external) {
    console.log(`starting the backend on ${backendPort} (${dataDir}) and the panel (front server) on ${panelPort} (${distDir})...`);
    backend = await startBackend({ port: backendPort, dataDir, env: backendEnv });
    await startPanel({ port: panelPort, distDir, upstreamURL: backendURL });
  }
  console.log(`signing in ${SESSIONS} sessions through the panel...`);
  const tokens = [];
  for (let i = 0; i < SESSIONS; i += 10) {
    tokens.push(...(await Promise.all(Array.from({ length: Math.min(10, SESSIONS - i) }, () => signIn(baseURL)))));
  }

  console.log(`${SESSIONS} sessions for ${SECONDS} s${external ? "" : `, backend killed at ${KILL_AT_MS / 1000} s for ${DOWN_MS / 1000} s`}:`);
  startedAt = Date.now();
  endAt = startedAt + SECONDS * 1000;
  const fault = external ? Promise.resolve([]) : killAndRestart(tokens[0]);
  await Promise.all([...tokens.map((token, i) => session(i, token)), fault]);
  const elapsed = (Date.now() - startedAt) / 1000;
  const completedBeforeKill = await fault;

  const beforeKill = outage.killAt === null ? created.length : created.filter((e) => e.at < outage.killAt).length;
  console.log(`verifying ${created.length} created products (${beforeKill} before the kill) and the content of ${completedBeforeKill.length} completed before it...`);
  const lost = await verify(tokens[0], completedBeforeKill);

  const p50 = percentile(stats.latencies, 50);
  const p95 = percentile(stats.latencies, 95);
  const rows = [
    ["sessions", SESSIONS, "", "—", true],
    ["requests", stats.requests, "", "—", true],
    ["throughput", stats.requests / elapsed, "req/s", "—", true],
    ["latency p50", p50, "ms", "—", true],
    ["latency p95", p95, "ms", "—", true],
    ["unexpected answers from the panel", stats.errors, "", "0", stats.errors === 0],
    ["Spanish 502 during the outage (expected)", stats.outage502, "", "—", true],
    ["responses cut by the kill (expected)", stats.cut, "", "—", true],
  ];
  if (outage.killAt !== null) {
    const recovered = outage.firstOkAt !== null;
    rows.push(["backend down (kill → answering again)", (outage.backendUpAt - outage.killAt) / 1000, "s", "—", true]);
    rows.push(["panel recovered after the backend (first 2xx)", recovered ? (outage.firstOkAt - outage.backendUpAt) / 1000 : -1, "s", "recovers", recovered]);
  }
  rows.push(["products created and verified", created.length - lost.filter((l) => l.startsWith("product")).length, "", "—", true]);
  rows.push(["  of them created before the kill", beforeKill, "", "—", true]);
  rows.push(["completed contents verified after the kill", completedBeforeKill.length, "", "—", true]);
  rows.push(["lost entities", lost.length, "", "0", lost.length === 0]);

  console.log(`\nsoak (${external ? baseURL : "front server + embedded backend"}, ${elapsed.toFixed(0)} s)`);
  for (const [name, value, unit, budget, ok] of rows) {
    const shown = Number.isInteger(value) ? String(value) : value.toFixed(unit === "s" ? 1 : 0);
    console.log(`  ${name.padEnd(48)} ${shown.padStart(8)} ${unit.padEnd(5)} ${budget.padEnd(8)} ${ok ? "" : "MISSED"}`);
    recordFigure({ bench: "soak", name: name.trim(), value: Number(Number(value).toFixed(2)), unit, budget, ok });
  }
  for (const [label, count] of stats.errorSamples) console.log(`  ✖ ${count} × ${label}`);
  for (const item of lost.slice(0, 20)) console.log(`  ✖ lost: ${item}`);
  const ok = rows.every((row) => row[4]);
  console.log(ok ? "  no errors, nothing lost" : "  SOAK FAILED");
  process.exitCode = ok ? 0 : 1;
}

runBench(main, () => {
  if (!external && !process.env.SOAK_KEEP_DATA) setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1_000);
});
