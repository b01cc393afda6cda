#!/usr/bin/env -S npx tsx
// bench:proxy: what the panel's /api proxy costs compared with calling the backend directly.
//   - throughput: autocannon, 50 connections, BENCH_SECONDS (20) per run, straight to the backend vs
//     through the panel, sides alternated BENCH_ROUNDS (3) times, medians; budget ≥ 70 % of direct;
//   - added p50 latency: the same requests one at a time (no queueing), sides alternated, medians;
//     budget ≤ 2 ms. Under 50 connections latency is concurrency / throughput, so that p50 is shown
//     for information only (the throughput ratio already judges it);
//   - a 50 MB multipart upload (10 images of 5 MB, the template form's largest) through the proxy to
//     /api/v1/upload/upload-images while sampling the panel process's VmRSS; budget rise < 50 MB.
// Every figure goes to recordFigure (bench "proxy"); exits 1 when a budget is missed.
//
// Servers: BENCH_BASE_URL + BENCH_BACKEND_URL when given (RSS only when the panel listens on this
// machine), else the embedded backend (demo data, fresh .data-bench-proxy) on BENCH_BACKEND_PORT (8120)
// and a production panel from NEXT_DIST_DIR (.next-proxy, built when stale) on BENCH_PORT (3120), served
// as `npm start` serves it (the front server, server/front-server.ts).
import { request as httpRequest, Agent } from "node:http";
import { rmSync } from "node:fs";
import autocannon from "autocannon";
import { runBench } from "./bench-servers.mjs";
import { recordFigure } from "./bench-results.mjs";
import { listeningPid, median, rssBytes, signIn, startBackend, startPanel } from "./bench-stack.mjs";
import { CURRENT_USER_PATH } from "../tests/support/api-paths.ts";
import { UPLOAD_PATH } from "../tests/support/api-paths.ts";
import { NICHES_PATH } from "../tests/support/api-paths.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 400);
const panelPort = Number(process.env.BENCH_PORT ?? 3120);
const backendPort = Number(process.env.BENCH_BACKEND_PORT ?? 8120);
const baseURL = process.env.BENCH_BASE_URL ?? `http://127.0.0.1:${panelPort}`;
const backendURL = process.env.BENCH_BACKEND_URL ?? `http://127.0.0.1:${backendPort}`;
const distDir = process.env.NEXT_DIST_DIR ?? ".next-proxy";
const dataDir = ".data-bench-proxy";
const external = Boolean(process.env.BENCH_BASE_URL);
const MB = 1024 * 1024;
const BUDGET = { ratioPct: 70, addedP50Ms: 2, rssRiseMb: 50 };
const ENDPOINTS = [
  { name: "niches", path: NICHES_PATH },
  { name: "users/me", path: CURRENT_USER_PATH },
];

function cannon(url, token, seconds) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${token}` } });
}

/** One load run; a run with any error or non-2xx answer is not a measurement. */
async function loadRun(url, token) {
  const result = await cannon(url, token, SECONDS);
  if (result.errors || result.non2xx || result.timeouts) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  return { rps: result.requests.average, p50: result.latency.p50 };
}

/** p50 of `count` requests sent one after another over a kept-alive connection, in ms (hrtime resolution). */
async function sequentialP50(url, token, count) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const samples = [];
  for (let i = 0; i < count; i++) {
    const t0 = process.hrtime.bigint();
    const status = await new Promise((resolve, reject) => {
      const req = httpRequest(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
      });
      req.on("error", reject);
      req.end();
    });
    if (status !== 200) throw new Error(`${url}: answered ${status}`);
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  agent.destroy();
  return median(samples);
}

async function measureEndpoint({ name, path }, token) {
  const direct = `${backendURL}${path}`;
  const proxied = `${baseURL}${path}`;
  // Warm both sides (JIT, connection pools, the route handler) before anything counts.
  await Promise.all([cannon(direct, token, 2), cannon(proxied, token, 2)]);
  await sequentialP50(direct, token, 50);
  await sequentialP50(proxied, token, 50);

  const runs = { direct: [], proxied: [], directSeq: [], proxiedSeq: [] };
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which side goes first so drift on a shared machine hits both equally.
    const order = round % 2 === 0 ? ["direct", "proxied"] : ["proxied", "direct"];
    for (const side of order) {
      const url = side === "direct" ? direct : proxied;
      const load = await loadRun(url, token);
      runs[side].push(load);
      runs[`${side}Seq`].push(await sequentialP50(url, token, SEQUENTIAL));
      console.log(`  ${name} round ${round + 1} ${side.padEnd(7)} ${load.rps.toFixed(0).padStart(6)} req/s  p50 ${load.p50} ms (50 conn)  p50 ${runs[`${side}Seq`].at(-1).toFixed(2)} ms (1 conn)`);
    }
  }
  const directRps = median(runs.direct.map((r) => r.rps));
  const proxiedRps = median(runs.proxied.map((r) => r.rps));
  return {
    name,
    directRps,
    proxiedRps,
    ratioPct: (proxiedRps / directRps) * 100,
    addedP50Ms: median(runs.proxiedSeq) - median(runs.directSeq),
    directP50Ms: median(runs.directSeq),
    loadedAddedP50Ms: median(runs.proxied.map((r) => r.p50)) - median(runs.direct.map((r) => r.p50)),
  };
}

/** A multipart body of `files` PNG-headed images of `fileBytes` each, produced chunk by chunk. */
function* multipartChunks(boundary, files, fileBytes) {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const filler = Buffer.alloc(64 * 1024, 0x2a);
  for (let i = 0; i < files; i++) {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="bench-${i}.png"\r\nContent-Type: image/png\r\n\r\n`);
    yield png;
    let left = fileBytes - png.length;
    while (left > 0) {
      const chunk = left >= filler.length ? filler : filler.subarray(0, left);
      left -= chunk.length;
      yield chunk;
    }
    yield Buffer.from("\r\n");
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}

function upload(token, files, fileBytes) {
  const boundary = "----bench-proxy-upload";
  let length = 0;
  for (const chunk of multipartChunks(boundary, files, fileBytes)) length += chunk.length;
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseURL}${UPLOAD_PATH}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(length),
      },
    });
    req.on("error", reject);
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode, body, bytes: length }));
    });
    const chunks = multipartChunks(boundary, files, fileBytes);
    const pump = () => {
      for (let next = chunks.next(); !next.done; next = chunks.next()) {
        if (!req.write(next.value)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

async function measureUploadRss(token) {
  const port = Number(new URL(baseURL).port || 80);
  const pid = ["127.0.0.1", "localhost"].includes(new URL(baseURL).hostname) ? listeningPid(port) : null;
  if (!pid || rssBytes(pid) === null) {
    console.log("  upload RSS: the panel's process is not on this machine, skipped");
    return null;
  }
  // Loads the upload path once so its code is not counted as the upload's memory.
  const warm = await upload(token, 1, 64 * 1024);
  if (warm.status !== 200) throw new Error(`warm-up upload answered ${warm.status}: ${warm.body}`);
  await new Promise((r) => setTimeout(r, 1_000));
  const baseline = median([0, 1, 2, 3, 4].map(() => rssBytes(pid)));
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid) ?? 0)), 20);
  const t0 = Date.now();
  // 10 images just under the backend's 5 MB per-image limit: 52.4 MB (50 MiB) on the wire.
  const result = await upload(token, 10, 5 * MB - 4096);
  const seconds = (Date.now() - t0) / 1000;
  await new Promise((r) => setTimeout(r, 500));
  clearInterval(sampler);
  if (result.status !== 200) throw new Error(`50 MB upload answered ${result.status}: ${result.body.slice(0, 300)}`);
  const stored = JSON.parse(result.body).files.length;
  return { pid, bytes: result.bytes, seconds, stored, baselineMb: baseline / MB, peakMb: peak / MB, riseMb: (peak - baseline) / MB };
}

async function main() {
  if (!external) {
    console.log(`starting the backend on ${backendPort} and the panel (front server) on ${panelPort} (${distDir})...`);
    await startBackend({ port: backendPort, dataDir });
    await startPanel({ port: panelPort, distDir, upstreamURL: backendURL });
  }
  const token = await signIn(baseURL);

  console.log("\n50 MB upload through the proxy...");
  const rss = await measureUploadRss(token);

  console.log(`\nthroughput (${CONNECTIONS} connections, ${SECONDS} s a run, ${ROUNDS} rounds) and one-at-a-time latency (${SEQUENTIAL} requests):`);
  const endpoints = [];
  for (const endpoint of ENDPOINTS) endpoints.push(await measureEndpoint(endpoint, token));

  const rows = [];
  const add = (name, value, unit, budget, ok) => {
    rows.push({ name, value, unit, budget, ok });
    recordFigure({ bench: "proxy", name, value: Number(value.toFixed(2)), unit, budget, ok });
  };
  for (const e of endpoints) {
    add(`GET ${e.name} direct`, e.directRps, "req/s", "—", true);
    add(`GET ${e.name} through /api`, e.proxiedRps, "req/s", "—", true);
    add(`GET ${e.name} proxied / direct`, e.ratioPct, "%", `≥ ${BUDGET.ratioPct}`, e.ratioPct >= BUDGET.ratioPct);
    add(`GET ${e.name} added p50 (1 conn, direct ${e.directP50Ms.toFixed(2)} ms)`, e.addedP50Ms, "ms", `≤ ${BUDGET.addedP50Ms}`, e.addedP50Ms <= BUDGET.addedP50Ms);
    add(`GET ${e.name} added p50 (50 conn)`, e.loadedAddedP50Ms, "ms", "—", true);
  }
  if (rss) {
    add(`50 MB upload: ${rss.stored} files, ${(rss.bytes / 1e6).toFixed(1)} MB in`, rss.seconds, "s", "—", true);
    add(`50 MB upload: panel RSS rise (${rss.baselineMb.toFixed(0)} → ${rss.peakMb.toFixed(0)} MB)`, rss.riseMb, "MB", `< ${BUDGET.rssRiseMb}`, rss.riseMb < BUDGET.rssRiseMb);
  }

  console.log(`\nbench:proxy (${external ? baseURL : "front server + embedded backend"})`);
  for (const row of rows) {
    const value = row.value.toFixed(row.unit === "req/s" ? 0 : row.unit === "%" ? 1 : 2);
    console.log(`  ${row.name.padEnd(58)} ${value.padStart(9)} ${row.unit.padEnd(5)} ${row.budget.padEnd(6)} ${row.ok ? "" : "MISSED"}`);
  }
  const ok = rows.every((row) => row.ok);
  console.log(ok ? "  all budgets met" : "  BUDGET MISSED");
  process.exitCode = ok ? 0 : 1;
}

runBench(main, () => {
  if (!external) setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1_000);
});
