#!/usr/bin/env -S npx tsx
// Realtime burst benchmark: 500 product_update events a second for 10 s reach an open
// products list through a mocked Socket.IO server; counts what the panel received and the longest
// main-thread task (PerformanceObserver "longtask") during the burst. Prints figures; not a test.
//
// Uses a running panel at BENCH_BASE_URL, or starts the embedded backend and `next dev` itself
// (ports BENCH_PORT/BENCH_BACKEND_PORT, build folder .next-bench). The REST calls are real.
import { recordFigure } from "./bench-results.mjs";
import { launchBenchBrowser, reachable, runBench, start, waitFor } from "./bench-servers.mjs";
import { ADMIN } from "./bench-stack.mjs";
import { LOGIN_PATH } from "../tests/support/api-paths.ts";
import { HEALTH_PATH } from "../tests/support/api-paths.ts";
import { productsPaths } from "../tests/support/api-paths.ts";

const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TICK_MS = 20;
const PAGE = process.env.BENCH_PAGE ?? "/products";
const panelPort = Number(process.env.BENCH_PORT ?? 3199);
const backendPort = Number(process.env.BENCH_BACKEND_PORT ?? 8199);
const baseURL = process.env.BENCH_BASE_URL ?? `http://localhost:${panelPort}`;
const backendURL = process.env.BENCH_BACKEND_URL ?? `http://127.0.0.1:${backendPort}`;

async function ensureServers() {
  if (await reachable(`${baseURL}/login`)) return;
  console.log(`starting backend on ${backendPort} and next dev on ${panelPort}...`);
  start(process.execPath, ["scripts/e2e-backend.mjs"], {
    PORT: String(backendPort),
    DATA_DIR: `.data-e2e-${backendPort}`,
    PIPELINE_STEP_MS: "150",
    TEST_HOOKS: "1",
    PUBLIC_BASE_URL: backendURL,
  });
  await waitFor(`${backendURL}${HEALTH_PATH}`, 120_000);
  start("npx", ["next", "dev", "-p", String(panelPort)], { API_UPSTREAM_URL: backendURL, NEXT_DIST_DIR: ".next-bench" });
  await waitFor(`${baseURL}/login`, 600_000);
}

/**
 * Runs in the page before its scripts: a fake WebSocket for /socket.io/ that speaks Engine.IO v4 /
 * Socket.IO v5, so the real socket.io-client, provider and screens get the events. Each message is
 * delivered as its own task (MessageChannel), as network messages are.
 */
function installFakeSocketServer() {
  const Native = window.WebSocket;
  const channel = new MessageChannel();
  let current = null;
  channel.port1.onmessage = (e) => current?.receive(e.data);
  window.__bench = { connections: 0 };

  class BenchSocket extends EventTarget {
    constructor(url) {
      super();
      this.url = url;
      this.readyState = 0;
      this.binaryType = "blob";
      this.protocol = "";
      this.extensions = "";
      this.bufferedAmount = 0;
      setTimeout(() => {
        this.readyState = 1;
        this.fire(new Event("open"), "onopen");
        this.receive(`0${JSON.stringify({ sid: "bench", upgrades: [], pingInterval: 25000, pingTimeout: 60000, maxPayload: 1e6 })}`);
      }, 0);
    }
    fire(event, handler) {
      this.dispatchEvent(event);
      this[handler]?.call(this, event);
    }
    receive(data) {
      if (this.readyState === 1) this.fire(new MessageEvent("message", { data }), "onmessage");
    }
    send(data) {
      if (!String(data).startsWith("40")) return;
      // Answer later: replying inside send() would re-enter engine.io's write loop.
      setTimeout(() => {
        window.__bench.connections += 1;
        this.receive('40{"sid":"bench-socket"}');
        this.receive(`42${JSON.stringify(["connection_status", { status: "connected", message: "bench" }])}`);
      }, 0);
    }
    close() {
      this.readyState = 3;
      this.fire(Object.assign(new Event("close"), { code: 1000, reason: "" }), "onclose");
    }
  }
  Object.assign(BenchSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
  window.WebSocket = new Proxy(Native, {
    construct: (target, args) => {
      if (!String(args[0]).includes("/socket.io/")) return new target(...args);
      current = new BenchSocket(args[0]);
      return current;
    },
  });

  /** Posts `rate` product_update events a second for `seconds`; resolves with the count sent. */
  window.__bench.burst = (rate, seconds, products, tickMs) =>
    new Promise((resolve) => {
      const statuses = ["processing", "generating", "completed", "pending"];
      const perTick = Math.round((rate * tickMs) / 1000);
      const total = rate * seconds;
      let sent = 0;
      const timer = setInterval(() => {
        for (let i = 0; i < perTick && sent < total; i += 1, sent += 1) {
          const product = products[sent % products.length];
          const payload = {
            product_id: product.id,
            niche_id: product.niche_id ?? null,
            status: statuses[sent % statuses.length],
            product_name: product.name ?? `Producto ${product.id}`,
            timestamp: new Date().toISOString(),
          };
          channel.port2.postMessage(`42${JSON.stringify(["product_update", payload])}`);
        }
        if (sent >= total) {
          clearInterval(timer);
          resolve(sent);
        }
      }, tickMs);
    });
}

async function main() {
  await ensureServers();
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext({ baseURL, locale: "es-ES" });
    // Sign in through the panel's route (sets the session cookie), then seed the browser storage.
    const login = await context.request.post(LOGIN_PATH, { form: ADMIN });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    const { access_token: token } = await login.json();
    const products = await (await context.request.get(productsPaths.all, { headers: { authorization: `Bearer ${token}` } })).json();
    if (!products.length) throw new Error("no products to update");

    await context.addInitScript((t) => {
      localStorage.setItem("token", t);
      localStorage.setItem("user_type", "admin");
      if (!localStorage.getItem("login_timestamp")) localStorage.setItem("login_timestamp", String(Date.now()));
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: "longtask", buffered: true });
    }, token);

    await context.addInitScript(installFakeSocketServer);
    const page = await context.newPage();
    await page.goto(PAGE);
    await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => window.__bench.connections > 0, null, { timeout: 60_000 });
    await page.waitForTimeout(3_000); // let the first render and data settle

    const t0 = await page.evaluate(() => performance.now());
    const wall = Date.now();
    const sent = await page.evaluate(
      ([rate, seconds, list, tick]) => window.__bench.burst(rate, seconds, list, tick),
      [RATE, SECONDS, products.map((p) => ({ id: p.id, niche_id: p.niche_id, name: p.name })), TICK_MS],
    );
    const seconds = (Date.now() - wall) / 1000;
    await page.waitForTimeout(1_500); // last frame and trailing revalidation
    const t1 = await page.evaluate(() => performance.now());
    const tasks = await page.evaluate(([a, b]) => window.__longTasks.filter((t) => t.start >= a && t.start <= b), [t0, t1]);
    const connections = await page.evaluate(() => window.__bench.connections);

    // The provider lives in the admin layout: the dashboard's counter shows what this page received.
    await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Dashboard" }).click();
    const counter = page.getByTestId("event-count");
    await counter.waitFor({ timeout: 120_000 });
    const received = Number(((await counter.textContent()) ?? "").replace(/\D/g, "")) - connections; // minus connection_status

    const longest = tasks.reduce((max, t) => Math.max(max, t.duration), 0);
    console.log(`page: ${PAGE} (${baseURL}), products in list: ${products.length}`);
    console.log(`sent: ${sent} product_update events in ${seconds.toFixed(1)} s (${Math.round(sent / seconds)}/s)`);
    console.log(`received by the panel: ${received} (lost: ${sent - received})`);
    console.log(`long tasks during the burst: ${tasks.length}, longest: ${longest.toFixed(0)} ms (target < 100 ms)`);
    console.log(`result: ${received === sent && longest < 100 ? "PASS" : "FAIL"}`);
    const bench = "realtime";
    recordFigure({ bench, name: `product_update lost (${sent} at ${Math.round(sent / seconds)}/s, ${products.length} rows)`, value: sent - received, unit: "events", budget: "0", ok: received === sent });
    recordFigure({ bench, name: "longest main-thread task in the burst", value: Math.round(longest), unit: "ms", budget: "< 100", ok: longest < 100 });
    process.exitCode = received === sent && longest < 100 ? 0 : 1;
  } finally {
    await browser.close();
  }
}

runBench(main);
