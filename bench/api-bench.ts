// `npm run bench:api`: seeds 20,000 products / 2,000 niches (plus the demo data) into a temporary DATA_DIR,
// starts the backend, and times each call over real HTTP (median of several runs). Exits 1 on a missed budget.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../backend/db/database";
import { upsertAdminUser } from "../backend/auth";
import { seedDemo } from "../backend/seed/demo-data";
import { seedLarge } from "../backend/seed/large-data";
import { buildServer } from "../backend/app";
import { recordFigure } from "./bench-results.mjs";
import { authContract } from "../features/auth/contract";
import { healthContract } from "../features/health/contract";
import { nichesContract } from "../features/niches/contract";
import { productsContract } from "../features/products/contract";

const { values } = parseArgs({
  options: { products: { type: "string", default: "20000" }, niches: { type: "string", default: "2000" }, runs: { type: "string", default: "7" } },
});
const PRODUCTS = Number(values.products);
const NICHES = Number(values.niches);
const RUNS = Math.max(5, Number(values.runs));

interface Case {
  name: string;
  url: string;
  budgetMs?: number;
  /** Invalidate the list cache before each run (measures the query + serialization path). */
  cold?: boolean;
  check?: (body: unknown) => string | undefined;
}

/** A case's name: the call as the contract spells it, then what sets this run apart. */
const named = (call: { method: string; path: string }, note = "") => `${call.method} ${call.path}${note}`;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "afiliados-bench-"));
  try {
    const t0 = performance.now();
    const db = await openDatabase({ dataDir });
    await upsertAdminUser(db, { username: "admin", password: "admin123", email: "admin@example.com" });
    await seedDemo(db, { dataDir, publicBaseUrl: "http://127.0.0.1" });
    const tLarge = performance.now();
    await seedLarge(db, { products: PRODUCTS, niches: NICHES });
    const seedMs = performance.now() - tLarge;
    await db.close();
    console.log(`Seeded ${PRODUCTS} products / ${NICHES} niches in ${(seedMs / 1000).toFixed(1)} s (setup total ${((performance.now() - t0) / 1000).toFixed(1)} s)`);

    const { app, ctx } = await buildServer({ env: {}, dataDir, seedDemo: false, logLevel: false, pipelineStepMs: 1000, port: 0 });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const port = (app.server.address() as { port: number }).port;
    const base = `http://127.0.0.1:${port}`;
    try {
      const login = await fetch(`${base}${authContract.signIn.path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "username=admin&password=admin123",
      });
      const { access_token } = (await login.json()) as { access_token: string };
      const headers = { authorization: `Bearer ${access_token}` };
      const minProducts = PRODUCTS;
      const cases: Case[] = [
        {
          name: named(productsContract.list, " (cold)"),
          url: productsContract.list.path,
          budgetMs: 300,
          cold: true,
          check: (b) => (Array.isArray(b) && b.length >= minProducts ? undefined : `expected >= ${minProducts} products`),
        },
        { name: named(productsContract.list, " (cached)"), url: productsContract.list.path, budgetMs: 300 },
        {
          name: named(nichesContract.list, " (cold, with counts)"),
          url: nichesContract.list.path,
          budgetMs: 150,
          cold: true,
          check: (b) =>
            Array.isArray(b) && b.length >= NICHES && typeof (b[0] as { product_count?: unknown }).product_count === "number"
              ? undefined
              : "expected niches with product_count",
        },
        { name: named(nichesContract.list, " (cached)"), url: nichesContract.list.path, budgetMs: 150 },
        { name: named(productsContract.ofNiche), url: productsContract.ofNiche.url({ niche_id: 10 }) },
        { name: named(productsContract.search, "?q=escala"), url: productsContract.search.url({}, { q: "escala", limit: 20 }) },
        { name: named(productsContract.get), url: productsContract.get.url({ product_id: 100 }) },
        { name: named(healthContract.health), url: healthContract.health.path },
      ];
      const rows: { name: string; median: number; cpu: number; min: number; max: number; bytes: number; budget?: number; ok: boolean; note?: string }[] = [];
      for (const c of cases) {
        const times: number[] = [];
        const cpus: number[] = [];
        let bytes = 0;
        let note: string | undefined;
        for (let i = 0; i < RUNS + 2; i++) {
          if (c.cold) ctx.db.listVersion++;
          const c0 = process.cpuUsage();
          const t = performance.now();
          const res = await fetch(base + c.url, { headers });
          const text = await res.text();
          const ms = performance.now() - t;
          const cpu = process.cpuUsage(c0);
          if (res.status !== 200) note = `HTTP ${res.status}`;
          if (i === 0 && c.check) note = c.check(JSON.parse(text)) ?? note;
          bytes = text.length;
          if (i >= 2) {
            // two warm-up runs
            times.push(ms);
            cpus.push((cpu.user + cpu.system) / 1000);
          }
        }
        const med = median(times);
        rows.push({
          name: c.name,
          median: med,
          cpu: median(cpus),
          min: Math.min(...times),
          max: Math.max(...times),
          bytes,
          budget: c.budgetMs,
          ok: !note && (c.budgetMs === undefined || med < c.budgetMs),
          note,
        });
      }
      const pad = (s: string, n: number) => s.padEnd(n);
      console.log(`\nAPI benchmark (median of ${RUNS} runs after 2 warm-ups, loopback HTTP, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)})`);
      console.log("cpu = CPU time of the process (server and client share it) per call: the figure a busy machine does not inflate");
      console.log(`${pad("call", 44)}${pad("median", 11)}${pad("cpu", 10)}${pad("min", 10)}${pad("max", 10)}${pad("size", 11)}${pad("budget", 10)}result`);
      for (const r of rows) {
        console.log(
          `${pad(r.name, 44)}${pad(r.median.toFixed(1) + " ms", 11)}${pad(r.cpu.toFixed(1) + " ms", 10)}${pad(r.min.toFixed(1) + " ms", 10)}${pad(r.max.toFixed(1) + " ms", 10)}` +
            `${pad((r.bytes / 1024 / 1024).toFixed(2) + " MB", 11)}${pad(r.budget ? `< ${r.budget} ms` : "-", 10)}${r.ok ? "ok" : `MISS${r.note ? ` (${r.note})` : ""}`}`,
        );
      }
      for (const r of rows.filter((row) => row.budget !== undefined)) {
        recordFigure({ bench: "api", name: r.name, value: Number(r.median.toFixed(1)), unit: "ms", budget: `< ${r.budget}`, ok: r.ok });
      }
      const missed = rows.filter((r) => !r.ok);
      if (missed.length) {
        console.error(`\n${missed.length} budget(s) missed`);
        process.exitCode = 1;
      } else {
        console.log("\nAll budgets met");
      }
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
