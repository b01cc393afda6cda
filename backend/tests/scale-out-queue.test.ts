// Several backend instances on one PostgreSQL: a realtime event crosses instances, and work queued on an
// instance that is killed is finished by another one, each product with exactly one content version.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { startPgCluster, type PgCluster } from "./support/pg-cluster";
import { api, connectSocket, listen, login, startServer, waitUntil, type EventLog } from "./helpers";
import { INTERRUPTED, type BuiltServer } from "../app";
import { CATALOG_PATH, LOGIN_PATH, NICHES_PATH, productsPaths } from "../../tests/support/api-paths";
import { automationContract } from "../../features/automation/contract";

const ROOT = path.resolve(import.meta.dirname, "../..");
const JWT_SECRET = "scale-test-secret-scale-test-secret";
/** Short queue timings so a dead instance's jobs are taken up within seconds. */
const QUEUE_ENV = { QUEUE_JOB_EXPIRE_SECONDS: "2", QUEUE_SUPERVISE_SECONDS: "1", QUEUE_POLL_SECONDS: "0.5" };

// It starts its own cluster, whichever engine the suite's pass is on: one pass is enough.
const skip = process.env.BACKEND_TEST_DATABASE === "postgres" ? "runs once, in the PGlite pass" : false;

let cluster: PgCluster;
before(() => {
  if (!skip) cluster = startPgCluster(8411, "scale-queue");
});
after(() => cluster?.stop());

describe("instances sharing one PostgreSQL", { skip }, () => {
  it("carries an event emitted on instance A to a client connected to instance B", async () => {
    const databaseUrl = cluster.createDatabase("realtime");
    const started: (BuiltServer & { dataDir: string })[] = [];
    let socket: EventLog | undefined;
    try {
      // One after the other: simultaneous start-up is another change's concern.
      const a = await startServer({ databaseUrl, env: QUEUE_ENV });
      started.push(a);
      const b = await startServer({ databaseUrl, env: QUEUE_ENV });
      started.push(b);
      const portB = await listen(b.app);
      socket = await connectSocket(portB, await login(b.app));
      await socket.waitFor((e) => e.name === "connection_status");

      a.ctx.realtime.notify("info", "Hola desde la instancia A");
      await socket.waitFor((e) => e.name === "system_notification" && e.payload.message === "Hola desde la instancia A");
      // Past NOTIFY's 8000 bytes the adapter goes through its table: still delivered.
      const long = "x".repeat(20_000);
      a.ctx.realtime.notify("info", long);
      await socket.waitFor((e) => e.name === "system_notification" && e.payload.message === long);

      // A generation triggered on A reaches B's client whichever instance works it.
      const onA = api(a.app, await login(a.app));
      const nicheId = (await onA.post(NICHES_PATH, { name: "Cruce", affiliate_tag: "c-21", mercado: "es" })).body.id;
      const productId = (await onA.post(productsPaths.ofNiche(nicheId), { amazon_url: "https://www.amazon.es/dp/B0CROSS001" })).body.id;
      assert.equal((await onA.post(productsPaths.triggerGeneration(productId))).status, 202);
      const done = await socket.waitFor((e) => e.name === "product_update" && e.payload.product_id === productId && e.payload.status === "completed");
      assert.equal(done.payload.niche_id, nicheId);

      // An automation started on A is cancelled through B, whichever instance runs it, and creates nothing.
      for (const s of [a, b]) s.ctx.config.pipelineStepMs = 300;
      const onB = api(b.app, await login(b.app));
      const template = (await onA.post(CATALOG_PATH, { name: "Plantilla", images: ["/x.png"], github_url: "https://github.com/o/t" })).body;
      const taskId = (
        await onA.post(automationContract.start.path, {
          market: { countryCode: "ES" },
          name: "Cancelado",
          slug: "es-cancelado",
          affiliateTag: "can-21",
          tone: "formal",
          project: { selectedProject: template.id },
        })
      ).body.task_id;
      const progress = (status: string) => (e: { name: string; payload: { task_id?: string; status?: string } }) =>
        e.name === "niche_automation_progress" && e.payload.task_id === taskId && e.payload.status === status;
      await socket.waitFor(progress("website_content_generating"));
      assert.equal((await onB.del(automationContract.cancel.url({ task_id: taskId }))).status, 200);
      await socket.waitFor(progress("automation_cancelled"));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      assert.equal((await onA.get(automationContract.status.url({ task_id: taskId }))).body.status, "cancelled");
      assert.ok(!socket.events.some(progress("niche_completed")));
      assert.ok(!(await onB.get(NICHES_PATH)).body.some((n: { slug: string }) => n.slug === "es-cancelado"));
      assert.equal((await onB.del(automationContract.cancel.url({ task_id: taskId }))).status, 409);
    } finally {
      socket?.close();
      for (const s of started.reverse()) await s.app.close();
      for (const s of started) fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
  });

  it("finishes on another instance the work of an instance killed mid-run, once each", async () => {
    const databaseUrl = cluster.createDatabase("takeover");
    const a = await spawnBackend(8414, databaseUrl);
    let b: Backend | undefined;
    try {
      const onA = await a.session();
      const template = await onA.call("POST", CATALOG_PATH, { name: "Plantilla", images: ["/x.png"], github_url: "https://github.com/o/t" });
      const nicheId = (await onA.call("POST", NICHES_PATH, { name: "Relevo", affiliate_tag: "r-21", mercado: "es" })).id;
      const ids: number[] = [];
      for (let i = 0; i < 6; i++) {
        ids.push((await onA.call("POST", productsPaths.ofNiche(nicheId), { amazon_url: `https://www.amazon.es/dp/B0RELEVO0${i}` })).id);
      }
      // A product some earlier process left in progress, with no job to take it up.
      const orphan = (await onA.call("POST", productsPaths.ofNiche(nicheId), { amazon_url: "https://www.amazon.es/dp/B0HUERFANO" })).id;
      for (const id of ids) await onA.call("POST", productsPaths.triggerGeneration(id));
      const taskId = (
        await onA.call("POST", automationContract.start.path, {
          market: { countryCode: "ES" },
          name: "Relevado",
          slug: "es-relevado",
          affiliateTag: "rel-21",
          tone: "formal",
          project: { selectedProject: template.id },
        })
      ).task_id;
      // Killed while it is generating and automating: its jobs are active in the queue.
      await waitUntil(async () => {
        const statuses = await Promise.all(ids.map(async (id) => (await onA.call("GET", productsPaths.one(id))).generation_status));
        const task = await onA.call("GET", automationContract.status.url({ task_id: taskId }));
        return statuses.includes("generating") && task.step >= 1;
      }, 20_000);
      a.kill();
      await pgQuery(databaseUrl, `UPDATE products SET generation_status = 'generating' WHERE id = ${orphan}`);

      b = await spawnBackend(8415, databaseUrl);
      const onB = await b.session();
      await waitUntil(
        async () => {
          const statuses = await Promise.all(ids.map(async (id) => (await onB.call("GET", productsPaths.one(id))).generation_status));
          const task = await onB.call("GET", automationContract.status.url({ task_id: taskId }));
          return statuses.every((s) => s === "completed") && task.status === "completed";
        },
        60_000,
        200,
      );
      for (const id of ids) {
        const versions = (await onB.call("GET", productsPaths.content(id))) as { version: number }[];
        assert.deepEqual(versions.map((v) => v.version), [1], `product ${id}`);
      }
      const niches = (await onB.call("GET", NICHES_PATH)) as { slug: string }[];
      assert.equal(niches.filter((n) => n.slug === "es-relevado").length, 1);
      const lost = await onB.call("GET", productsPaths.one(orphan));
      assert.equal(lost.generation_status, "failed");
      assert.equal(lost.error_message, INTERRUPTED);
    } finally {
      a.kill();
      await b?.stop();
    }
  });
});

interface Backend {
  session(): Promise<{ call(method: string, url: string, body?: unknown): Promise<any> }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  kill(): void;
  stop(): Promise<void>;
}

/** `backend/main.ts` in its own process (node --import tsx: one process, so SIGKILL leaves nothing behind). */
async function spawnBackend(port: number, databaseUrl: string): Promise<Backend> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "afiliados-scale-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "backend/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...QUEUE_ENV,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      BACKEND_PORT: "",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      JWT_SECRET,
      PIPELINE_STEP_MS: "300",
      GENERATION_CONCURRENCY: "2",
      SEED_DEMO: "0",
      TEST_HOOKS: "0",
      LOG_LEVEL: "silent",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Escuchando en")) resolve();
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`backend on ${port} exited (${code}): ${output}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const cleanupDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    async session() {
      const res = await fetch(base + LOGIN_PATH, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ username: "admin", password: "admin123" }),
      });
      assert.equal(res.status, 200);
      const token = ((await res.json()) as { access_token: string }).access_token;
      return {
        async call(method, url, body) {
          const r = await fetch(base + url, {
            method,
            headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const text = await r.text();
          assert.ok(r.ok, `${method} ${url}: ${r.status} ${text}`);
          return text ? JSON.parse(text) : undefined;
        },
      };
    },
    kill() {
      if (child.exitCode === null) child.kill("SIGKILL");
      cleanupDir();
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      cleanupDir();
    },
  };
}

async function pgQuery(databaseUrl: string, sql: string): Promise<void> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
