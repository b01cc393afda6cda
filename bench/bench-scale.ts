// `npm run bench:scale`: the scale-out topology measured in one run, on a throwaway PostgreSQL.
//   1. API throughput (autocannon) on authenticated reads, the niche list and a product page: one instance
//      direct, two instances behind haproxy, then with the second one stopped one direct and one behind
//      haproxy (the balancer's own cost).
//   2. Generation queue: N generations triggered through haproxy with one and with two worker instances,
//      timed until every product has finished (read from the database).
//   3. Cost growth with 2k, 20k and 200k products: seed time, database size and read latencies.
// Options: --duration S (autocannon seconds per run, 10), --connections C (20), --jobs N (100),
// --step-ms MS (PIPELINE_STEP_MS of the queue runs, 20), --sizes 2000,20000,200000, --skip-largest.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../backend/db/database";
import { upsertAdminUser } from "../backend/auth";
import { seedDemo } from "../backend/seed/demo-data";
import { seedLarge } from "../backend/seed/large-data";
import { startPgCluster, type PgCluster } from "../backend/tests/support/pg-cluster";
import { authContract } from "../features/auth/contract";
import { nichesContract } from "../features/niches/contract";
import { productsContract } from "../features/products/contract";
import { haproxyServers, missingPackages, startBackend, startTopology, type Topology } from "../scripts/scale-demo/topology";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    jobs: { type: "string", default: "100" },
    "step-ms": { type: "string", default: "20" },
    sizes: { type: "string", default: "2000,20000,200000" },
    "skip-largest": { type: "boolean", default: false },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const JOBS = Number(values.jobs);
const STEP_MS = values["step-ms"]!;
const allSizes = values.sizes!.split(",").map(Number).sort((a, b) => a - b);
const SIZES = values["skip-largest"] ? allSizes.slice(0, -1) : allSizes;
const BASE_PORT = Number(process.env.BENCH_SCALE_PORT ?? 8430);
const PORTS = { pg: BASE_PORT, b1: BASE_PORT + 1, b2: BASE_PORT + 2, lb: BASE_PORT + 3 };
const ADMIN = { username: "admin", password: "admin123", email: "admin@example.com" };

const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), "afiliados-bench-scale-"));
const row = (...cells: (string | number)[]) => console.log(`| ${cells.join(" | ")} |`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function signIn(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}${authContract.signIn.path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `username=${ADMIN.username}&password=${ADMIN.password}`,
  });
  if (!response.ok) throw new Error(`sign-in at ${base}: ${response.status}`);
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

async function firstProductId(base: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${base}${productsContract.list.url({}, { limit: 1 })}`, { headers });
  return ((await response.json()) as { id: number }[])[0].id;
}

async function throughput(url: string, headers: Record<string, string>, productId: number, duration = DURATION) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers,
    requests: [{ path: nichesContract.list.path }, { path: productsContract.get.url({ product_id: productId }) }],
  });
  if (result.errors || result.non2xx) console.warn(`  ${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return result;
}

/** 1. Throughput: one instance direct, two behind haproxy, then one behind haproxy. */
async function apiThroughput(cluster: PgCluster): Promise<void> {
  const topology = await startTopology({
    name: "bench-scale",
    pg: cluster,
    pgPort: PORTS.pg,
    database: "api",
    backendPorts: [PORTS.b1, PORTS.b2],
    lbPort: PORTS.lb,
    workDir: path.join(workRoot, "api"),
    env: { LOG_LEVEL: "error" },
    beforeInstances: (url) => seed(url, 2000),
  });
  try {
    const headers = await signIn(topology.lbUrl);
    const productId = await firstProductId(topology.lbUrl, headers);
    console.log(`\nAPI throughput (autocannon, ${CONNECTIONS} connections, ${DURATION} s, GET niche list + GET product, 2,000 products)\n`);
    row("Topology", "req/s", "p50 ms", "p99 ms");
    row("---", "---", "---", "---");
    // Warm-up (JIT, connection pools, PostgreSQL's caches) of each instance, not counted.
    for (const instance of topology.instances) await throughput(instance.url, headers, productId, 3);
    const one = await throughput(topology.instances[0].url, headers, productId);
    row("1 instance, direct", one.requests.average, one.latency.p50, one.latency.p99);
    const two = await throughput(topology.lbUrl, headers, productId);
    row("2 instances behind haproxy", two.requests.average, two.latency.p50, two.latency.p99);
    await topology.instances[1].process.stop();
    await takenOut(topology, "b2");
    // Both again with the second instance gone, so the balancer's own cost is measured on equal terms.
    const alone = await throughput(topology.instances[0].url, headers, productId);
    row("1 instance, direct (the other one stopped)", alone.requests.average, alone.latency.p50, alone.latency.p99);
    const oneLb = await throughput(topology.lbUrl, headers, productId);
    row("1 instance behind haproxy (the other one stopped)", oneLb.requests.average, oneLb.latency.p50, oneLb.latency.p99);
    ratios.push(
      `API: 2 instances behind haproxy / 1 direct = ${(two.requests.average / one.requests.average).toFixed(2)}×; ` +
        `1 behind haproxy / 1 direct (other stopped) = ${(oneLb.requests.average / alone.requests.average).toFixed(2)}×`,
    );
  } finally {
    await topology.stop();
  }
}

/** Waits until haproxy's health checks have taken the stopped instance out. */
async function takenOut(topology: Topology, name: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const servers = (await haproxyServers(topology.lbUrl)).filter((server) => server.svname === name);
    if (servers.every((server) => server.status === "DOWN")) return;
    if (Date.now() > deadline) throw new Error(`haproxy still sends requests to ${name}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** 2. Queue: JOBS generations through haproxy with `workers` instances; jobs per second until all end. */
async function queueRun(cluster: PgCluster, workers: number): Promise<number> {
  const topology = await startTopology({
    name: "bench-scale",
    pg: cluster,
    pgPort: PORTS.pg,
    database: `queue_${workers}`,
    backendPorts: [PORTS.b1, PORTS.b2].slice(0, workers),
    lbPort: PORTS.lb,
    workDir: path.join(workRoot, `queue-${workers}`),
    env: { LOG_LEVEL: "error", PIPELINE_STEP_MS: STEP_MS },
    beforeInstances: (url) => seed(url, JOBS),
  });
  const client = new pg.Client({ connectionString: topology.databaseUrl });
  await client.connect();
  try {
    const headers = await signIn(topology.lbUrl);
    const ids = (await client.query<{ id: number }>("SELECT id FROM products WHERE name LIKE 'Producto Escala %' ORDER BY id LIMIT $1", [JOBS])).rows.map((r) => r.id);
    const t0 = Date.now();
    const since = new Date(t0 - 1000);
    // Ten triggers at a time, as a bulk "Generar" from several browsers would.
    const pending = [...ids];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let id = pending.shift(); id !== undefined; id = pending.shift()) {
          const response = await fetch(`${topology.lbUrl}${productsContract.triggerGeneration.url({ product_id: id })}`, { method: "POST", headers });
          if (response.status !== 202) throw new Error(`trigger ${id}: ${response.status} ${await response.text()}`);
        }
      }),
    );
    const deadline = Date.now() + 10 * 60_000;
    let done = 0;
    while (done < ids.length) {
      if (Date.now() > deadline) throw new Error(`queue: ${done}/${ids.length} finished after 10 minutes`);
      await new Promise((r) => setTimeout(r, 100));
      const result = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM products WHERE id = ANY($1) AND generation_status IN ('completed', 'failed') AND updated_at >= $2",
        [ids, since],
      );
      done = result.rows[0].n;
    }
    const elapsed = Date.now() - t0;
    const versions = await client.query<{ n: number; products: number; failed: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT product_id)::int AS products,
              (SELECT count(*)::int FROM products WHERE id = ANY($1) AND generation_status = 'failed') AS failed
       FROM product_contents WHERE product_id = ANY($1) AND generated_at >= $2`,
      [ids, since],
    );
    const v = versions.rows[0];
    const rate = (ids.length / elapsed) * 1000;
    row(`${workers} worker instance${workers > 1 ? "s" : ""}`, ids.length, seconds(elapsed), rate.toFixed(1), `${v.n} (${v.products} products, ${v.failed} failed)`);
    return rate;
  } finally {
    await client.end();
    await topology.stop();
  }
}

/** Demo data, then `products` scale products (one niche per ten); returns the large seed's time. */
async function seed(databaseUrl: string, products: number): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(workRoot, "seed-"));
  const db = await openDatabase({ dataDir, databaseUrl });
  try {
    await upsertAdminUser(db, ADMIN);
    await seedDemo(db, { dataDir, publicBaseUrl: "http://127.0.0.1" });
    const t0 = performance.now();
    await seedLarge(db, { products, niches: Math.max(1, Math.ceil(products / 10)) });
    return performance.now() - t0;
  } finally {
    await db.close();
  }
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function timed(url: string, headers: Record<string, string>, runs: number): Promise<{ ms: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i <= runs; i++) {
    const t0 = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    bytes = body.byteLength;
    // The first run warms the connection and PostgreSQL's caches.
    if (i > 0) times.push(performance.now() - t0);
  }
  return { ms: median(times), bytes };
}

/** 3. One instance on a database of `size` products: seed time, size on disk, read latencies. */
async function costAt(cluster: PgCluster, size: number): Promise<void> {
  const databaseUrl = cluster.createDatabase(`size_${size}`);
  const seedMs = await seed(databaseUrl, size);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const dbBytes = (await client.query<{ n: string }>("SELECT pg_database_size(current_database())::text AS n")).rows[0].n;
  await client.end();
  const instance = await startBackend({
    name: `size-${size}`,
    port: PORTS.b1,
    databaseUrl,
    jwtSecret: "bench-scale-secret-bench-scale-secret",
    dataDir: path.join(workRoot, `size-${size}`),
    seedDemo: false,
    env: { LOG_LEVEL: "error" },
  });
  try {
    const headers = await signIn(instance.url);
    const productId = await firstProductId(instance.url, headers);
    const niches = await timed(`${instance.url}${nichesContract.list.path}`, headers, 5);
    const page = await timed(`${instance.url}${productsContract.list.url({}, { skip: Math.floor(size / 2), limit: 100 })}`, headers, 5);
    const product = await timed(`${instance.url}${productsContract.get.url({ product_id: productId })}`, headers, 5);
    const whole = await timed(`${instance.url}${productsContract.list.path}`, headers, 3);
    const mb = (bytes: number | string) => `${(Number(bytes) / 1024 / 1024).toFixed(1)} MB`;
    row(
      size.toLocaleString("en"),
      seconds(seedMs),
      mb(dbBytes),
      niches.ms.toFixed(0),
      page.ms.toFixed(0),
      product.ms.toFixed(0),
      `${whole.ms.toFixed(0)} (${mb(whole.bytes)})`,
    );
  } finally {
    await instance.process.stop();
  }
}

const ratios: string[] = [];

async function main() {
  const missing = missingPackages();
  if (missing.length) throw new Error(`missing ${missing.join(" and ")} (apt-get install -y ${missing.join(" ")})`);
  console.log(`bench:scale ${new Date().toISOString()} on ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"})`);
  const cluster = startPgCluster(PORTS.pg, "bench-scale");
  try {
    await apiThroughput(cluster);

    console.log(`\nGeneration queue (${JOBS} generations triggered through haproxy, PIPELINE_STEP_MS=${STEP_MS})\n`);
    row("Workers", "jobs", "time", "jobs/s", "content versions");
    row("---", "---", "---", "---", "---");
    const one = await queueRun(cluster, 1);
    const two = await queueRun(cluster, 2);
    ratios.push(`Queue: 2 workers / 1 = ${(two / one).toFixed(2)}×`);

    console.log(`\nCost growth (one instance; medians of 5 reads, 3 for the whole list; demo data plus the scale set, a niche per 10 products)\n`);
    row("Products", "seed", "database", "niche list ms", "product page (100) ms", "product ms", "whole product list ms");
    row("---", "---", "---", "---", "---", "---", "---");
    for (const size of SIZES) await costAt(cluster, size);
  } finally {
    cluster.stop();
    fs.rmSync(workRoot, { recursive: true, force: true });
  }
  console.log(`\n${ratios.join("\n")}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
