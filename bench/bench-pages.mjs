#!/usr/bin/env -S npx tsx
// Page weight, first paint of real data and Lighthouse: builds a bare Next client page and this panel
// (production), starts the embedded backend with demo data, then measures in Debian's Chromium.
//   - Cold loads (fresh context, HTTP cache disabled, signed in), median of BENCH_RUNS per route, each
//     route loaded once untimed before (the server's first render of a route compiles its code):
//       script bytes of the first load (response bodies as `next start` serves them, gzip, of the scripts
//         asked for before the load event): the budgets `npm run check:bundle` checks from the build
//         (`scripts/check-bundle/budgets.ts`); and of the whole visit, until the network is quiet for 2 s
//         (adding the realtime client and the pieces loaded when idle): ≤ 250 kB on every admin route, ≤ 275 kB on the form routes;
//       LCP from a buffered PerformanceObserver in the page: ≤ 400 ms on every route;
//       CLS: the layout shifts of the whole load (until the network is quiet and the data is shown),
//         summed, shifts right after input excluded: ≤ 0.02 on every route;
//       first data: ms from navigation start until an element holding the first item's real text
//         (read from the backend by arrange(): a niche's name, the product's title, the API client's
//         name, an input holding the niche's name, the product's URL or the template's name, the
//         wizard's first step once its templates are read) is visible in the viewport, ≤ 400 ms on every
//         route that reads data (all but /login and the empty create forms). It is timed inside the page
//         (an init script checks each animation frame), so the harness's polling does not inflate it;
//         text not shown within 15 s is a miss with its reason.
//     Printed beside the bare page (its LCP and the time its h1 shows).
//   - Lighthouse 12 (desktop settings, no throttling on loopback, signed in, cold HTTP cache),
//     median of BENCH_RUNS runs: performance ≥ 98, accessibility = 100, best practices = 100, LCP ≤ 400 ms.
// Exits 1 when a budget is missed.
//
// Env: BENCH_PORT (3130), BENCH_BARE_PORT (3131), BENCH_BACKEND_PORT (8130), NEXT_DIST_DIR (.next-pages),
// BENCH_RUNS (3), BENCH_VIEWPORT (1440x900, the cold loads' window), BENCH_VERBOSE=1 lists every script, BENCH_PAGES=/login,/niches narrows both halves
// (prefixes match). BENCH_ONLY runs a part: `data` the cold loads (bytes, LCP, first data), `bytes` the
// cold loads judging script bytes only, `lighthouse` Lighthouse only; unset runs the cold loads and Lighthouse.
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
import { reachable, runBench, start, waitFor } from "./bench-servers.mjs";
import { ADMIN, median, startBackend, startPanel } from "./bench-stack.mjs";
import { API_CLIENTS_PATH } from "../tests/support/api-paths.ts";
import { LOGIN_PATH } from "../tests/support/api-paths.ts";
import { testHooksPaths } from "../lib/contract/test-hooks.ts";
import { HEALTH_PATH } from "../tests/support/api-paths.ts";
import { CATALOG_PATH } from "../tests/support/api-paths.ts";
import { NICHES_PATH } from "../tests/support/api-paths.ts";
import { productsPaths } from "../tests/support/api-paths.ts";
import messages from "../messages/es.json" with { type: "json" };
import { ADMIN_BUDGET_KB, PAGE_BUDGETS_KB } from "../scripts/check-bundle/budgets.ts";

const panelPort = Number(process.env.BENCH_PORT ?? 3130);
const barePort = Number(process.env.BENCH_BARE_PORT ?? 3131);
const backendPort = Number(process.env.BENCH_BACKEND_PORT ?? 8130);
const distDir = process.env.NEXT_DIST_DIR ?? ".next-pages";
const dataDir = ".data-bench-pages";
// Outside the repository: inside it, Next would pick up the panel's proxy.ts (request guard) for the bare app.
const bareDir = path.join(tmpdir(), `afiliados-bench-bare-${process.env.BENCH_BARE_PORT ?? 3131}`);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
// The cold loads' window, `WIDTHxHEIGHT` (a phone's, say, to look for layout shifts there).
const [viewportWidth, viewportHeight] = (process.env.BENCH_VIEWPORT ?? "1440x900").split("x").map(Number);
const only = process.env.BENCH_ONLY ?? "";
const baseURL = `http://127.0.0.1:${panelPort}`;
const bareURL = `http://127.0.0.1:${barePort}`;
const backendURL = `http://127.0.0.1:${backendPort}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
const KB = 1000;
const BUDGET = { loginKb: PAGE_BUDGETS_KB["/login"], adminKb: ADMIN_BUDGET_KB, adminVisitKb: 250, formVisitKb: 275, performance: 98, accessibility: 100, bestPractices: 100, lcpMs: 400, firstDataMs: 400, cls: 0.02 };
// Routes whose form carries react-hook-form (or react-dropzone) may ship more per visit than the other admin routes.
const FORM_ROUTE = /^\/(niches\/new|niches\/edit\/|niches\/[^/]+\/products\/new|products\/[^/]+\/edit|niche-catalog\/(new|edit\/))/;
const visitBudgetOf = (path) => (FORM_ROUTE.test(path) ? BUDGET.formVisitKb : BUDGET.adminVisitKb);
// Past this, a route's expected text counts as never shown.
const FIRST_DATA_TIMEOUT_MS = 15_000;

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

const CONTENT_TITLE = "Guía de compra de freidoras de aire";
const ARTICLE = [
  `# ${CONTENT_TITLE}`,
  "Introducción con un [enlace](https://example.com) y **texto destacado**.",
  "| Modelo | Precio |\n| --- | --- |\n| Básica | 50 € |\n| Pro | 120 € |",
  ...Array.from({ length: 6 }, (_, i) => `## Sección ${i + 1}\n\n${"Texto de relleno para leer con calma. ".repeat(30)}\n\n- uno\n- dos[^${i + 1}]\n\n[^${i + 1}]: Nota ${i + 1}.`),
].join("\n\n");

/** A naive date-time is UTC, as the panel reads it (lib/format/date parseDateTime). */
function parseDateTime(value) {
  const text = String(value ?? "").trim();
  return Date.parse(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text) ? `${text.replace(" ", "T")}Z` : text);
}

/**
 * Signs in at the backend, finds (or makes) the ids the parametrised routes need, and reads the
 * texts each route's first data must show, ordered as the screens order them.
 */
async function arrange() {
  const form = new URLSearchParams(ADMIN);
  const login = await fetch(`${backendURL}${LOGIN_PATH}`, { method: "POST", body: form });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const { access_token: token } = await login.json();
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const get = async (p) => {
    const response = await fetch(`${backendURL}${p}`, { headers });
    if (!response.ok) throw new Error(`GET ${p}: ${response.status}`);
    return response.json();
  };
  const post = async (p, body) => {
    const response = await fetch(`${backendURL}${p}`, { method: "POST", headers, body: JSON.stringify(body) });
    if (response.status !== 201) throw new Error(`POST ${p}: ${response.status}`);
    return response.json();
  };
  const niche = (await get(NICHES_PATH))[0];
  if (!niche) throw new Error("the demo data has no niche");
  const product = await post(productsPaths.ofNiche(niche.id), { amazon_url: "https://www.amazon.es/dp/B0BENCHPG1" });
  await post(testHooksPaths.productContent(product.id), {
    title: CONTENT_TITLE,
    content: ARTICLE,
    content_metadata: { meta_title: "Guía", keywords: ["guía"], seo_score: 80 },
  });
  if ((await get(API_CLIENTS_PATH)).length === 0) {
    await post(API_CLIENTS_PATH, { name: "Cliente de medición", description: "Creado por bench:pages", scopes: ["read"] });
  }

  // Read after the writes above: a new product may change its niche's dates and counts.
  const niches = await get(NICHES_PATH);
  const catalog = await get(CATALOG_PATH);
  const clients = await get(API_CLIENTS_PATH);
  const stored = await get(productsPaths.one(product.id));
  const updated = (n) => parseDateTime(n.updated_at ?? n.created_at) || 0;
  // The niche list's default sort: last updated first, ties by id, newest first.
  const firstNiche = niches.slice().sort((a, b) => updated(b) - updated(a) || b.id - a.id)[0];
  // Catalog and product lists: highest id first. Clients: created_at descending, undated last, stable.
  const firstCatalog = catalog.slice().sort((a, b) => b.id - a.id)[0];
  const firstClient = clients
    .map((client, index) => ({ client, index, t: client.created_at ? parseDateTime(client.created_at) : NaN }))
    .sort((a, b) => {
      const [aNone, bNone] = [Number.isNaN(a.t), Number.isNaN(b.t)];
      if (aNone || bNone) return aNone === bNone ? a.index - b.index : aNone ? 1 : -1;
      return b.t - a.t || a.index - b.index;
    })[0].client;
  const detailNiche = niches.find((n) => n.id === niche.id);
  const productTitle = stored.content_title || stored.product_name || stored.name || stored.asin || stored.amazon_url;
  return {
    token,
    nicheId: niche.id,
    productId: product.id,
    catalogId: catalog[0]?.id,
    texts: {
      nicheCount: new Intl.NumberFormat("es-ES").format(niches.length),
      firstNiche: firstNiche.name,
      niche: detailNiche.name,
      product: productTitle,
      content: CONTENT_TITLE,
      firstCatalog: firstCatalog?.name,
      catalog: catalog[0]?.name,
      productUrl: stored.amazon_url,
      // The wizard's first step opens once its pre-check has read the templates.
      wizard: messages.wizard.market.title,
      client: firstClient.name,
    },
  };
}

/**
 * Every route with its script budget and, for the data routes, the probe: the text that is the
 * first real data, optionally only inside `selector` (whole text equal) rather than anywhere in <main>.
 */
function routes({ nicheId, productId, catalogId, texts }) {
  const data = (text, selector) => ({ text, selector, within: "main" });
  const admin = [
    ["/dashboard", data(texts.nicheCount, '[data-testid="stat-total"] [data-slot="stat-card-value"]')],
    ["/niches", data(texts.firstNiche)],
    [`/niches/${nicheId}`, data(texts.niche)],
    [`/niches/edit/${nicheId}`, data(texts.niche)],
    ["/niches/new", data(texts.wizard)],
    ["/products", data(texts.product)],
    [`/niches/${nicheId}/products`, data(texts.product)],
    [`/niches/${nicheId}/products/new`],
    [`/products/${productId}/edit`, data(texts.productUrl)],
    ["/niche-catalog", texts.firstCatalog ? data(texts.firstCatalog) : undefined],
    ["/niche-catalog/new"],
    ...(catalogId ? [[`/niche-catalog/${catalogId}`, data(texts.catalog)], [`/niche-catalog/edit/${catalogId}`, data(texts.catalog)]] : []),
    ["/admin/api-clients", data(texts.client)],
  ];
  return [
    // The sign-in form is react-hook-form too.
    { path: "/login", budgetKb: BUDGET.loginKb, visitBudgetKb: BUDGET.formVisitKb, signedIn: false },
    ...admin.map(([p, probe]) => ({ path: p, budgetKb: BUDGET.adminKb, visitBudgetKb: visitBudgetOf(p), signedIn: true, probe })),
    {
      path: `/products/${productId}/content`,
      budgetKb: BUDGET.adminKb,
      visitBudgetKb: BUDGET.adminVisitKb,
      signedIn: true,
      probe: data(texts.content),
    },
  ];
}

/** Puts the session where the panel looks for it: the request guard's cookie and the spec's localStorage keys. */
async function signIn(context, token) {
  await context.addCookies([{ name: "afiliados_session", value: encodeURIComponent(token), url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  await context.addInitScript((t) => {
    localStorage.setItem("token", t);
    localStorage.setItem("user_type", "admin");
    localStorage.setItem("login_timestamp", String(Date.now()));
  }, token);
}

/**
 * Runs in the page before its own scripts (top document only). Keeps the latest LCP entry and, on
 * every animation frame until found, looks for the probe's text: a text node containing it (or an
 * input whose value is it; with a selector, an element whose whole text is it) with a box inside the
 * viewport that is not hidden by display, visibility or opacity. It is first found in the frame that
 * paints it; the time is taken once that frame has rendered, in ms since navigation start.
 */
function installProbe(probe) {
  if (window !== window.top) return;
  const state = { lcpMs: null, lcpElement: null, cls: 0, shifts: [], firstDataMs: null, matched: null, hiddenMs: null, gaveUp: false };
  window.__benchProbe = state;
  try {
    // Where a source was and is (x, y, width, height): what moved, and how.
    const rect = (r) => `[${[r.x, r.y, r.width, r.height].map(Math.round).join(" ")}]`;
    const name = (node) => (node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${node.getAttribute("data-slot") ? `[${node.getAttribute("data-slot")}]` : ""} "${(node.textContent ?? "").trim().slice(0, 30)}"` : "#text");
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        state.cls += entry.value;
        state.shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${(entry.sources ?? []).map((source) => `${name(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`).join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  } catch {
    // No layout-shift entries in this browser: CLS reads 0.
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.lcpMs = entry.startTime;
        const el = entry.element;
        state.lcpElement = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.textContent ?? "").trim().slice(0, 40)}"` : null;
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  } catch {
    // No LCP in this browser: the figure stays null and is reported as missing.
  }
  if (!probe?.text) return;
  const norm = (text) => text.replace(/\s+/g, " ").trim();
  const want = norm(probe.text);
  const onScreen = (el, rect) =>
    rect.width > 1 && rect.height > 1 && rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const isField = (el) => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
  const describe = (el, rect) => `${el.tagName.toLowerCase()} at (${Math.round(rect.left)}, ${Math.round(rect.top)})`;
  const range = document.createRange();
  // The element on screen, "hidden" (in the DOM but not on screen) or null.
  const look = () => {
    const root = (probe.within && document.querySelector(probe.within)) || document.body;
    if (!root) return null;
    let seen = false;
    if (probe.selector) {
      for (const el of root.querySelectorAll(probe.selector)) {
        if (norm(isField(el) ? el.value : (el.textContent ?? "")) !== want) continue;
        const rect = el.getBoundingClientRect();
        if (onScreen(el, rect)) return describe(el, rect);
        seen = true;
      }
      return seen ? "hidden" : null;
    }
    for (const el of root.querySelectorAll("input, textarea")) {
      if (norm(el.value) !== want) continue;
      const rect = el.getBoundingClientRect();
      if (onScreen(el, rect)) return describe(el, rect);
      seen = true;
    }
    // Text inside scripts (the page's serialised data holds the same words) is never painted, and
    // normalising it on every frame would add its own work to the load being measured.
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest("script, style, template") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement || !norm(node.data).includes(want)) continue;
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (onScreen(node.parentElement, rect)) return describe(node.parentElement, rect);
      seen = true;
    }
    return seen ? "hidden" : null;
  };
  const frame = () => {
    const found = look();
    const now = performance.now();
    if (found && found !== "hidden") {
      state.matched = found;
      // A message posted from the frame's callback runs after that frame's style, layout and paint,
      // so the figure includes rendering the text, not just its being in the DOM.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.firstDataMs = performance.now();
      };
      channel.port2.postMessage(null);
      return;
    }
    if (found === "hidden") state.hiddenMs ??= now;
    if (now > probe.timeoutMs) {
      state.gaveUp = true;
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * One cold load: script bytes (every Script response until nothing has moved on the network for 2 s),
 * then, with `timing`, the page's LCP and the first-data time its probe recorded. A script asked for
 * before the page's load event is first load (what the page needs to work, the figure the budget
 * judges); one asked for later (the realtime client and the pieces loaded when idle or on first use)
 * is counted apart. Bytes are the response bodies as sent (gzip), headers left out, as
 * `npm run check:bundle` counts them.
 */
async function coldLoad(browser, url, token, probe, timing) {
  const context = await browser.newContext({ locale: "es-ES", viewport: { width: viewportWidth, height: viewportHeight } });
  if (token) await signIn(context, token);
  if (timing) await context.addInitScript(installProbe, probe ? { ...probe, timeoutMs: FIRST_DATA_TIMEOUT_MS } : null);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Page.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts = new Map();
  const requestedAt = new Map();
  let loadedAt = Infinity;
  let lastActivity = Date.now();
  cdp.on("Page.loadEventFired", ({ timestamp }) => {
    loadedAt = Math.min(loadedAt, timestamp);
  });
  cdp.on("Network.requestWillBeSent", ({ requestId, timestamp }) => {
    requestedAt.set(requestId, timestamp);
    lastActivity = Date.now();
  });
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    if (type === "Script") scripts.set(requestId, { url: response.url, bytes: 0, done: false });
    lastActivity = Date.now();
  });
  cdp.on("Network.dataReceived", ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes += encodedDataLength;
    lastActivity = Date.now();
  });
  cdp.on("Network.loadingFinished", ({ requestId }) => {
    const script = scripts.get(requestId);
    if (script) script.done = true;
    lastActivity = Date.now();
  });
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  while (Date.now() - lastActivity < 2_000 || [...scripts.values()].some((s) => !s.done)) await page.waitForTimeout(250);
  const landed = new URL(page.url()).pathname;
  let state = null;
  if (timing) {
    // Only reads what the page recorded; the page gives up by itself after FIRST_DATA_TIMEOUT_MS.
    const read = () => page.evaluate(() => window.__benchProbe ?? null);
    state = await read();
    while (probe && state && state.firstDataMs === null && !state.gaveUp) {
      await page.waitForTimeout(250);
      state = await read();
    }
  }
  await context.close();
  const list = [...scripts.entries()].map(([id, s]) => ({ ...s, later: (requestedAt.get(id) ?? 0) > loadedAt }));
  const sum = (items) => items.reduce((total, s) => total + s.bytes, 0);
  const first = list.filter((s) => !s.later);
  return { bytes: sum(first), laterBytes: sum(list) - sum(first), count: first.length, landed, list, state };
}

/** Why a route's first data is missing, from the samples where the page never showed it. */
function missReason(samples) {
  const failed = samples.filter((s) => !s.state || s.state.firstDataMs === null);
  const hidden = failed.filter((s) => s.state?.hiddenMs != null);
  const where = `${failed.length} of ${samples.length} loads`;
  if (failed.some((s) => !s.state)) return `probe not installed (${where})`;
  if (hidden.length) return `text in the page but never on screen within ${FIRST_DATA_TIMEOUT_MS / 1000} s (${where}; first in the DOM at ${Math.round(median(hidden.map((s) => s.state.hiddenMs)))} ms)`;
  return `text never in the page within ${FIRST_DATA_TIMEOUT_MS / 1000} s (${where})`;
}

/** Cold loads of every route, `runs` each: medians of script bytes and, with `timing`, LCP and first data. */
async function measureColdLoads(ids, timing) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const bareProbe = { text: "Bare", within: "main" };
  const narrow = process.env.BENCH_PAGES?.split(",").filter(Boolean);
  const targets = [
    { path: "bare Next 16 client page", url: bareURL, token: null, probe: bareProbe, budgetKb: null, reference: true },
    ...routes(ids)
      .filter((r) => !narrow || narrow.some((o) => r.path.startsWith(o)))
      .map((r) => ({ ...r, url: `${baseURL}${r.path}`, token: r.signedIn ? ids.token : null })),
  ];
  const rows = [];
  try {
    for (const target of targets) {
      const samples = [];
      // One untimed load first: a freshly started server's first render of a route loads and compiles
      // that route's code, which is a restart's cost, not a visit's.
      await coldLoad(browser, target.url, target.token, target.probe, false);
      for (let i = 0; i < runs; i++) {
        const sample = await coldLoad(browser, target.url, target.token, target.probe, timing);
        if (!target.reference && sample.landed !== target.path) throw new Error(`${target.path} landed on ${sample.landed}`);
        samples.push(sample);
      }
      const lcps = samples.map((s) => s.state?.lcpMs).filter((v) => typeof v === "number");
      const shown = samples.map((s) => s.state?.firstDataMs).filter((v) => typeof v === "number");
      rows.push({
        ...target,
        bytes: median(samples.map((s) => s.bytes)),
        laterBytes: median(samples.map((s) => s.laterBytes)),
        count: median(samples.map((s) => s.count)),
        list: samples[0].list,
        lcpMs: lcps.length === samples.length ? median(lcps) : null,
        lcpElement: samples.map((s) => s.state?.lcpElement).find(Boolean) ?? null,
        cls: samples.every((s) => s.state) ? median(samples.map((s) => s.state.cls)) : null,
        shifts: samples.flatMap((s) => s.state?.shifts ?? []),
        matched: samples.map((s) => s.state?.matched).find(Boolean) ?? null,
        firstDataMs: target.probe && shown.length === samples.length ? median(shown) : null,
        miss: target.probe && shown.length < samples.length ? missReason(samples) : null,
      });
    }
  } finally {
    await browser.close();
  }

  console.log(`\nCold loads (fresh context, cache disabled, signed in), median of ${runs}; kB = 1000 B`);
  console.log("  kB: first load (scripts asked for before the load event); visit: with what loads after it (realtime, idle), until the network is quiet");
  const head = `  ${"page".padEnd(34)} ${"kB".padStart(7)} ${"files".padStart(5)}  ${"budget".padEnd(8)} ${"visit".padStart(6)}  ${"budget".padEnd(8)}`;
  console.log(timing ? `${head} ${"LCP ms".padStart(7)}  ${"budget".padEnd(8)} ${"data ms".padStart(8)}  ${"budget".padEnd(8)} ${"CLS".padStart(6)}` : head);
  let ok = true;
  const judge = (row, name, value, unit, budget, pass) => {
    ok &&= pass;
    recordFigure({ bench: "pages", name: `${name} ${row.path}`, value, unit, budget, ok: pass });
  };
  for (const row of rows) {
    const kb = row.bytes / KB;
    const kbPass = row.budgetKb === null || kb <= row.budgetKb;
    const missed = [];
    if (!kbPass) missed.push("script kB");
    judge(row, "script kB", Number(kb.toFixed(1)), "kB", row.reference ? "reference" : `≤ ${row.budgetKb}`, kbPass);
    const visitKb = (row.bytes + row.laterBytes) / KB;
    const visitBudget = row.visitBudgetKb ?? null;
    const visitPass = visitBudget === null || visitKb <= visitBudget;
    if (!visitPass) missed.push("visit kB");
    judge(row, "visit script kB", Number(visitKb.toFixed(1)), "kB", visitBudget === null ? "none" : `≤ ${visitBudget}`, visitPass);
    let line = `  ${row.path.padEnd(34)} ${kb.toFixed(1).padStart(7)} ${String(row.count).padStart(5)}  ${(row.reference ? "(ref)" : `≤ ${row.budgetKb}`).padEnd(8)} ${visitKb.toFixed(1).padStart(6)}  ${(visitBudget === null ? "" : `≤ ${visitBudget}`).padEnd(8)}`;
    if (timing) {
      // LCP and CLS have budgets on every route, first data on the routes that read data; the bare page is a reference.
      const budgeted = !row.reference;
      const dataBudgeted = budgeted && Boolean(row.probe);
      const lcpPass = !budgeted || (row.lcpMs !== null && row.lcpMs <= BUDGET.lcpMs);
      const dataPass = !dataBudgeted || (row.firstDataMs !== null && row.firstDataMs <= BUDGET.firstDataMs);
      const clsPass = !budgeted || (row.cls !== null && row.cls <= BUDGET.cls);
      if (!lcpPass) missed.push("LCP");
      if (!dataPass) missed.push("first data");
      if (!clsPass) missed.push("CLS");
      const ms = (v) => (v === null ? "—" : String(Math.round(v)));
      const lcpBudget = budgeted ? `≤ ${BUDGET.lcpMs}` : "(ref)";
      const dataBudget = dataBudgeted ? `≤ ${BUDGET.firstDataMs}` : row.reference ? "(ref, h1)" : "";
      const cls = row.cls === null ? "—" : row.cls.toFixed(3);
      line += ` ${ms(row.lcpMs).padStart(7)}  ${lcpBudget.padEnd(8)} ${(row.probe ? ms(row.firstDataMs) : "").padStart(8)}  ${dataBudget.padEnd(8)} ${cls.padStart(6)}${budgeted ? ` ≤ ${BUDGET.cls}` : " (ref)"}`;
      // A missing figure is recorded as what bounds it: no LCP entry at all, or the probe's timeout.
      const [lcpValue, lcpUnit] = row.lcpMs === null ? [0, "ms (no entry)"] : [Math.round(row.lcpMs), "ms"];
      judge(row, "LCP ms", lcpValue, lcpUnit, budgeted ? `≤ ${BUDGET.lcpMs}` : "reference", lcpPass);
      if (row.probe) {
        const [dataValue, dataUnit] = row.firstDataMs === null ? [FIRST_DATA_TIMEOUT_MS, "ms (never shown)"] : [Math.round(row.firstDataMs), "ms"];
        judge(row, "first data ms", dataValue, dataUnit, dataBudgeted ? `≤ ${BUDGET.firstDataMs}` : "reference", dataPass);
      }
      judge(row, "CLS", row.cls === null ? 0 : Number(row.cls.toFixed(3)), row.cls === null ? "(no entry)" : "", budgeted ? `≤ ${BUDGET.cls}` : "reference", clsPass);
    }
    console.log(`${line}${missed.length ? `  MISSED: ${missed.join(", ")}` : ""}`);
    if (timing && row.lcpMs === null) console.log("      LCP: no entry recorded");
    if (timing && row.miss) console.log(`      first data "${row.probe.text}": ${row.miss}`);
    // What moved, from every sample, when the route misses its CLS budget (with BENCH_VERBOSE=1, whenever anything moved).
    const showShifts = row.cls > BUDGET.cls || (process.env.BENCH_VERBOSE === "1" && row.cls > 0);
    if (timing && !row.reference && showShifts) for (const shift of new Set(row.shifts)) console.log(`      shift ${shift}`);
  }
  if (process.env.BENCH_VERBOSE === "1") {
    for (const row of rows) {
      console.log(`\n  ${row.path}${row.lcpElement ? `  (LCP element: ${row.lcpElement})` : ""}`);
      if (row.probe) console.log(`    first data: "${row.probe.text}"${row.matched ? ` in ${row.matched}` : ""}`);
      for (const s of row.list.sort((a, b) => b.bytes - a.bytes)) console.log(`    ${(s.bytes / KB).toFixed(1).padStart(7)}  ${s.url.replace(/^https?:\/\/[^/]+/, "")}${s.later ? "  (later)" : ""}`);
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
  // The sign-in page and every route that reads data.
  const all = [
    "/login",
    "/dashboard",
    "/niches",
    `/niches/${ids.nicheId}`,
    `/niches/edit/${ids.nicheId}`,
    "/niches/new",
    `/niches/${ids.nicheId}/products`,
    `/products/${ids.productId}/edit`,
    "/products",
    `/products/${ids.productId}/content`,
    "/niche-catalog",
    ...(ids.catalogId ? [`/niche-catalog/${ids.catalogId}`, `/niche-catalog/edit/${ids.catalogId}`] : []),
    "/admin/api-clients",
  ];
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
        await page.goto(`${baseURL}${HEALTH_PATH}`);
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
  if (only !== "lighthouse") ok = (await measureColdLoads(ids, only !== "bytes")) && ok;
  if (only !== "bytes" && only !== "data") ok = (await measureLighthouse(ids)) && ok;
  console.log(ok ? "\nbench:pages: all budgets met" : "\nbench:pages: BUDGET MISSED");
  process.exitCode = ok ? 0 : 1;
}

runBench(main, () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(bareDir, { recursive: true, force: true });
});
