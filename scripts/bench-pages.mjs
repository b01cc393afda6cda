#!/usr/bin/env node
// Page weight and Lighthouse (issue 11, point 1): builds a bare Next client page and this panel
// (production), starts the embedded backend with demo data, then measures in Debian's Chromium:
//   - script bytes on the wire for a cold load (fresh context, empty cache; encoded sizes as
//     `next start` serves them, gzip): /login ≤ 165 kB, each admin route ≤ 230 kB, the content
//     viewer ≤ 280 kB, printed beside the bare page;
//   - Lighthouse 12 (desktop settings, no throttling on loopback, signed in, cold HTTP cache),
//     median of BENCH_RUNS runs: performance ≥ 95, accessibility = 100, best practices = 100, LCP ≤ 500 ms.
// Exits 1 when a budget is missed.
//
// Env: BENCH_PORT (3130), BENCH_BARE_PORT (3131), BENCH_BACKEND_PORT (8130), NEXT_DIST_DIR (.next-pages),
// BENCH_RUNS (3), BENCH_ONLY=bytes|lighthouse runs one half, BENCH_VERBOSE=1 lists every script.
// The panel is rebuilt only when a source is newer than its build (bench-stack); the bare page always.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { recordFigure } from "./bench-results.mjs";
import { reachable, start, stopAll, waitFor } from "./bench-servers.mjs";
import { ADMIN, median, startBackend, startPanel } from "./bench-stack.mjs";

const panelPort = Number(process.env.BENCH_PORT ?? 3130);
const barePort = Number(process.env.BENCH_BARE_PORT ?? 3131);
const backendPort = Number(process.env.BENCH_BACKEND_PORT ?? 8130);
const distDir = process.env.NEXT_DIST_DIR ?? ".next-pages";
const dataDir = ".data-bench-pages";
// Outside the repository: inside it, Next would pick up the panel's middleware.ts for the bare app.
const bareDir = path.join(tmpdir(), `afiliados-bench-bare-${process.env.BENCH_BARE_PORT ?? 3131}`);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const only = process.env.BENCH_ONLY ?? "";
const baseURL = `http://127.0.0.1:${panelPort}`;
const bareURL = `http://127.0.0.1:${barePort}`;
const backendURL = `http://127.0.0.1:${backendPort}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
const KB = 1000;
const BUDGET = { loginKb: 165, adminKb: 230, contentKb: 280, performance: 95, accessibility: 100, bestPractices: 100, lcpMs: 500 };

/** A throwaway Next app: one `'use client'` page with a button, using this repo's next/react. */
function writeBareApp() {
  rmSync(bareDir, { recursive: true, force: true });
  mkdirSync(`${bareDir}/app`, { recursive: true });
  symlinkSync(path.resolve("node_modules"), `${bareDir}/node_modules`, "dir");
  writeFileSync(`${bareDir}/package.json`, JSON.stringify({ private: true, name: "bench-bare" }));
  // Turbopack compiles nothing outside its root, and node_modules is a link into this repository.
  writeFileSync(`${bareDir}/next.config.mjs`, `export default { turbopack: { root: "/" } };\n`);
  writeFileSync(
    `${bareDir}/app/layout.jsx`,
    `export const metadata = { title: "Bare" };\nexport default function RootLayout({ children }) {\n  return <html lang="es"><body>{children}</body></html>;\n}\n`,
  );
  writeFileSync(
    `${bareDir}/app/page.jsx`,
    `"use client";\nimport { useState } from "react";\nexport default function Page() {\n  const [count, setCount] = useState(0);\n  return <main><h1>Bare</h1><button type="button" onClick={() => setCount(count + 1)}>Pulsado {count}</button></main>;\n}\n`,
  );
}

function run(args) {
  const result = spawnSync(process.execPath, [nextBin, ...args], { env: { ...process.env, NEXT_DIST_DIR: "" }, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`next ${args.join(" ")} failed`);
}

async function startServers() {
  if (await reachable(bareURL)) throw new Error(`port ${barePort} is busy: set BENCH_BARE_PORT`);
  console.log("building the bare page...");
  writeBareApp();
  run(["build", bareDir]);
  start(process.execPath, [nextBin, "start", bareDir, "-H", "127.0.0.1", "-p", String(barePort)], { NEXT_DIST_DIR: "" });
  await startBackend({ port: backendPort, dataDir, env: { TEST_HOOKS: "1" } });
  await startPanel({ port: panelPort, distDir, upstreamURL: backendURL });
  await waitFor(bareURL, 120_000);
}

const ARTICLE = [
  "# Guía de compra",
  "Introducción con un [enlace](https://example.com) y **texto destacado**.",
  "| Modelo | Precio |\n| --- | --- |\n| Básica | 50 € |\n| Pro | 120 € |",
  ...Array.from({ length: 6 }, (_, i) => `## Sección ${i + 1}\n\n${"Texto de relleno para leer con calma. ".repeat(30)}\n\n- uno\n- dos[^${i + 1}]\n\n[^${i + 1}]: Nota ${i + 1}.`),
].join("\n\n");

/** Signs in at the backend and finds (or makes) the ids the parametrised routes need. */
async function arrange() {
  const form = new URLSearchParams(ADMIN);
  const login = await fetch(`${backendURL}/api/v1/login/access-token`, { method: "POST", body: form });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const { access_token: token } = await login.json();
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const get = async (p) => (await fetch(`${backendURL}${p}`, { headers })).json();
  const niches = await get("/api/v1/niches/");
  const catalog = await get("/api/v1/niche-catalogo/");
  const niche = niches[0];
  const created = await fetch(`${backendURL}/api/v1/niches/${niche.id}/products`, {
    method: "POST",
    headers,
    body: JSON.stringify({ amazon_url: "https://www.amazon.es/dp/B0BENCHPG1" }),
  });
  if (created.status !== 201) throw new Error(`create product: ${created.status}`);
  const product = await created.json();
  const stored = await fetch(`${backendURL}/api/v1/__test__/products/${product.id}/content`, {
    method: "POST",
    headers,
    body: JSON.stringify({ title: "Guía de compra", content: ARTICLE, content_metadata: { meta_title: "Guía", keywords: ["guía"], seo_score: 80 } }),
  });
  if (stored.status !== 201) throw new Error(`store content: ${stored.status}`);
  return { token, nicheId: niche.id, productId: product.id, catalogId: catalog[0]?.id };
}

function routes({ nicheId, productId, catalogId }) {
  const admin = [
    "/dashboard",
    "/niches",
    `/niches/${nicheId}`,
    `/niches/edit/${nicheId}`,
    "/niches/new",
    "/products",
    `/niches/${nicheId}/products`,
    `/niches/${nicheId}/products/new`,
    `/products/${productId}/edit`,
    "/niche-catalog",
    "/niche-catalog/new",
    ...(catalogId ? [`/niche-catalog/${catalogId}`, `/niche-catalog/edit/${catalogId}`] : []),
    "/admin/api-clients",
  ];
  return [
    { path: "/login", budgetKb: BUDGET.loginKb, signedIn: false },
    ...admin.map((p) => ({ path: p, budgetKb: BUDGET.adminKb, signedIn: true })),
    { path: `/products/${productId}/content`, budgetKb: BUDGET.contentKb, signedIn: true },
  ];
}

/** Puts the session where the panel looks for it: the middleware's cookie and the spec's localStorage keys. */
async function signIn(context, token) {
  await context.addCookies([{ name: "afiliados_session", value: encodeURIComponent(token), url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  await context.addInitScript((t) => {
    localStorage.setItem("token", t);
    localStorage.setItem("user_type", "admin");
    localStorage.setItem("login_timestamp", String(Date.now()));
  }, token);
}

/** Script bytes a cold load transfers: every Script response until no script has moved for 2 s. */
async function scriptBytes(browser, url, token) {
  const context = await browser.newContext({ locale: "es-ES", viewport: { width: 1440, height: 900 } });
  if (token) await signIn(context, token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts = new Map();
  let lastActivity = Date.now();
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    if (type === "Script") scripts.set(requestId, { url: response.url, bytes: 0, done: false });
    lastActivity = Date.now();
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) Object.assign(script, { bytes: encodedDataLength, done: true });
    lastActivity = Date.now();
  });
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  while (Date.now() - lastActivity < 2_000 || [...scripts.values()].some((s) => !s.done)) await page.waitForTimeout(250);
  const landed = new URL(page.url()).pathname;
  await context.close();
  const list = [...scripts.values()];
  return { bytes: list.reduce((sum, s) => sum + s.bytes, 0), count: list.length, landed, list };
}

async function measureBytes(ids) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    const bare = await scriptBytes(browser, bareURL, null);
    rows.push({ path: "bare Next 16 client page", ...bare, budgetKb: null });
    for (const route of routes(ids)) {
      const result = await scriptBytes(browser, `${baseURL}${route.path}`, route.signedIn ? ids.token : null);
      if (result.landed !== route.path) throw new Error(`${route.path} landed on ${result.landed}`);
      rows.push({ ...route, ...result });
    }
  } finally {
    await browser.close();
  }
  console.log("\nScript bytes on the wire, cold load (kB = 1000 B)");
  console.log(`  ${"page".padEnd(34)} ${"kB".padStart(7)} ${"files".padStart(5)}  budget`);
  let ok = true;
  for (const row of rows) {
    const kb = row.bytes / KB;
    const pass = row.budgetKb === null || kb <= row.budgetKb;
    ok &&= pass;
    const budget = row.budgetKb === null ? "(reference)" : `≤ ${row.budgetKb}${pass ? "" : "  MISSED"}`;
    console.log(`  ${row.path.padEnd(34)} ${kb.toFixed(1).padStart(7)} ${String(row.count).padStart(5)}  ${budget}`);
    recordFigure({ bench: "pages", name: `script kB ${row.path}`, value: Number(kb.toFixed(1)), unit: "kB", budget: row.budgetKb === null ? "reference" : `≤ ${row.budgetKb}`, ok: pass });
  }
  if (process.env.BENCH_VERBOSE === "1") {
    for (const row of rows) {
      console.log(`\n  ${row.path}`);
      for (const s of row.list.sort((a, b) => b.bytes - a.bytes)) console.log(`    ${(s.bytes / KB).toFixed(1).padStart(7)}  ${s.url.replace(/^https?:\/\/[^/]+/, "")}`);
    }
  }
  return ok;
}

/** A failed audit in one line: what it flags, for fixing without opening a report. */
function auditItems(audit) {
  const items = audit.details?.items ?? [];
  const described = items.slice(0, 3).map((item) => {
    const text = item.description ?? item.source?.url ?? item.url ?? item.node?.snippet ?? item.issueType ?? JSON.stringify(item).slice(0, 160);
    return String(text).replace(/\s+/g, " ").slice(0, 200);
  });
  return `${audit.title}${described.length ? ` — ${described.join(" | ")}` : ""}${items.length > 3 ? ` (+${items.length - 3})` : ""}`;
}

/** Lighthouse in a Chromium we launched (default profile, so the session set here is the one it sees). */
async function measureLighthouse(ids) {
  const userDir = mkdtempSync(path.join(tmpdir(), "bench-pages-"));
  // Port 0: Chromium picks a free port and writes it to DevToolsActivePort.
  const context = await chromium.launchPersistentContext(userDir, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, "--remote-debugging-port=0"],
    headless: true,
    locale: "es-ES",
  });
  const port = Number(readFileSync(path.join(userDir, "DevToolsActivePort"), "utf8").split("\n")[0]);
  const all = ["/login", "/dashboard", "/niches", `/niches/${ids.nicheId}`, "/products", `/products/${ids.productId}/content`, "/niche-catalog"];
  // BENCH_PAGES=/login,/niches narrows a run while fixing one page (prefixes match).
  const narrow = process.env.BENCH_PAGES?.split(",").filter(Boolean);
  const pages = narrow ? all.filter((p) => narrow.some((o) => p.startsWith(o))) : all;
  const config = { ...desktopConfig, settings: { ...desktopConfig.settings, throttlingMethod: "provided", onlyCategories: ["performance", "accessibility", "best-practices"] } };
  const rows = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    for (const p of pages) {
      const signedIn = p !== "/login";
      const samples = [];
      const failures = new Set();
      for (let i = 0; i < runs; i++) {
        // Session in place (or not), HTTP cache empty: a cold, signed-in load.
        await context.clearCookies();
        // Any same-origin document without scripts will do for touching localStorage.
        await page.goto(`${baseURL}/api/v1/health`);
        await page.evaluate(() => localStorage.clear());
        if (signedIn) {
          await context.addCookies([{ name: "afiliados_session", value: encodeURIComponent(ids.token), url: baseURL, httpOnly: true, sameSite: "Lax" }]);
          await page.evaluate((t) => {
            localStorage.setItem("token", t);
            localStorage.setItem("user_type", "admin");
            localStorage.setItem("login_timestamp", String(Date.now()));
          }, ids.token);
        }
        await page.goto("about:blank");
        await cdp.send("Network.clearBrowserCache");
        const result = await lighthouse(`${baseURL}${p}`, { port, output: "json", logLevel: "error", disableStorageReset: true }, config);
        const { categories, audits } = result.lhr;
        samples.push({
          performance: Math.round(categories.performance.score * 100),
          accessibility: Math.round(categories.accessibility.score * 100),
          bestPractices: Math.round(categories["best-practices"].score * 100),
          lcpMs: audits["largest-contentful-paint"].numericValue,
          fcpMs: audits["first-contentful-paint"].numericValue,
          tbtMs: audits["total-blocking-time"].numericValue,
          cls: audits["cumulative-layout-shift"].numericValue,
          landed: new URL(result.lhr.finalDisplayedUrl).pathname,
        });
        for (const category of ["accessibility", "best-practices"]) {
          for (const ref of categories[category].auditRefs) {
            const audit = audits[ref.id];
            if (ref.weight > 0 && audit.score !== null && audit.score < 1) failures.add(`${category}: ${ref.id}: ${auditItems(audit)}`);
          }
        }
      }
      if (samples.some((s) => s.landed !== p)) throw new Error(`${p} landed on ${samples.map((s) => s.landed).join(", ")}`);
      rows.push({
        path: p,
        performance: median(samples.map((s) => s.performance)),
        accessibility: median(samples.map((s) => s.accessibility)),
        bestPractices: median(samples.map((s) => s.bestPractices)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        fcpMs: median(samples.map((s) => s.fcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
        failures: [...failures],
      });
    }
  } finally {
    await context.close();
    rmSync(userDir, { recursive: true, force: true });
  }
  console.log(`\nLighthouse 12, desktop, no throttling, signed in, median of ${runs}`);
  console.log(`  ${"page".padEnd(34)} ${"perf".padStart(5)} ${"a11y".padStart(5)} ${"b.p.".padStart(5)} ${"LCP ms".padStart(7)}   (FCP ms, TBT ms, CLS)`);
  let ok = true;
  for (const row of rows) {
    const checks = [
      ["performance", row.performance, `≥ ${BUDGET.performance}`, row.performance >= BUDGET.performance, ""],
      ["accessibility", row.accessibility, `= ${BUDGET.accessibility}`, row.accessibility >= BUDGET.accessibility, ""],
      ["best practices", row.bestPractices, `= ${BUDGET.bestPractices}`, row.bestPractices >= BUDGET.bestPractices, ""],
      ["LCP", Math.round(row.lcpMs), `≤ ${BUDGET.lcpMs}`, row.lcpMs <= BUDGET.lcpMs, "ms"],
    ];
    const missed = checks.filter((c) => !c[3]).map((c) => c[0]);
    console.log(
      `  ${row.path.padEnd(34)} ${String(row.performance).padStart(5)} ${String(row.accessibility).padStart(5)} ${String(row.bestPractices).padStart(5)} ${Math.round(row.lcpMs).toString().padStart(7)}   (${Math.round(row.fcpMs)}, ${Math.round(row.tbtMs)}, ${row.cls.toFixed(3)})${missed.length ? `  MISSED: ${missed.join(", ")}` : ""}`,
    );
    for (const failure of row.failures) console.log(`      ${failure}`);
    for (const [name, value, budget, pass, unit] of checks) {
      ok &&= pass;
      recordFigure({ bench: "pages", name: `lighthouse ${name} ${row.path}`, value, unit, budget, ok: pass });
    }
  }
  return ok;
}

async function main() {
  await startServers();
  const ids = await arrange();
  let ok = true;
  if (only !== "lighthouse") ok = (await measureBytes(ids)) && ok;
  if (only !== "bytes") ok = (await measureLighthouse(ids)) && ok;
  console.log(ok ? "\nbench:pages: all budgets met" : "\nbench:pages: BUDGET MISSED");
  process.exitCode = ok ? 0 : 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    stopAll();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bareDir, { recursive: true, force: true });
  });
