// The queue's semantics, one table of cases run against each implementation: the in-process queue (PGlite)
// and pg-boss on a throwaway PostgreSQL cluster.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type { FastifyBaseLogger } from "fastify";
import type { JobQueue, QueueDefinition, QueueJob } from "../queue/job-queue";
import { InProcessQueue } from "../queue/in-process-queue";
import { PgBossQueue } from "../queue/pg-boss-queue";
import { startPgCluster, type PgCluster } from "./support/pg-cluster";
import { waitUntil } from "./helpers";

const silent = { error() {}, warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;
const settings = { expireSeconds: 60, heartbeatSeconds: 10, superviseSeconds: 1, pollSeconds: 0.5, poolSize: 4 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Implementation {
  name: string;
  open(): Promise<JobQueue>;
}

let cluster: PgCluster | undefined;
let databases = 0;

const implementations: Implementation[] = [
  { name: "in-process (PGlite)", open: async () => new InProcessQueue() },
  {
    name: "pg-boss (PostgreSQL)",
    open: async () => {
      cluster ??= startPgCluster(8410, "queue-cases");
      return PgBossQueue.start(cluster.createDatabase(`queue_${++databases}`), settings, silent);
    },
  },
];

const definition = (name: string, over: Partial<QueueDefinition> = {}): QueueDefinition => ({
  name,
  concurrency: 2,
  retryLimit: 0,
  retryDelaySeconds: 1,
  ...over,
});

after(() => cluster?.stop());

// It starts its own cluster, whichever engine the suite's pass is on: one pass is enough.
const skip = process.env.BACKEND_TEST_DATABASE === "postgres" ? "runs once, in the PGlite pass" : false;

for (const impl of implementations) {
  describe(`job queue: ${impl.name}`, { skip }, () => {
    let queue: JobQueue;
    before(async () => {
      queue = await impl.open();
    });
    after(() => queue.stop());

    it("runs every job, at most `concurrency` at once on an instance", async () => {
      let running = 0;
      let most = 0;
      const seen: number[] = [];
      await queue.work<{ n: number }>(definition("limit", { concurrency: 2 }), async (job) => {
        running++;
        most = Math.max(most, running);
        await pause(150);
        seen.push(job.data.n);
        running--;
      });
      for (let n = 0; n < 6; n++) await queue.send("limit", { n }, `k${n}`);
      await queue.whenIdle("limit");
      assert.deepEqual([...seen].sort(), [0, 1, 2, 3, 4, 5]);
      assert.equal(most, 2);
    });

    it("never runs two jobs with the same key at once", async () => {
      const active = new Set<string>();
      let overlap = false;
      let done = 0;
      await queue.work<{ key: string }>(definition("keys", { concurrency: 4 }), async (job) => {
        if (active.has(job.data.key)) overlap = true;
        active.add(job.data.key);
        await pause(100);
        active.delete(job.data.key);
        done++;
      });
      for (let i = 0; i < 3; i++) await queue.send("keys", { key: "same" }, "same");
      await queue.send("keys", { key: "other" }, "other");
      await waitUntil(async () => done === 4, 20_000);
      assert.equal(overlap, false);
    });

    it("retries a failing job with backoff, then gives up after its retry limit", async () => {
      const attempts: { id: string; retryCount: number; at: number }[] = [];
      await queue.work<{ ok: boolean }>(definition("retry", { retryLimit: 2, retryDelaySeconds: 1 }), async (job: QueueJob<{ ok: boolean }>) => {
        attempts.push({ id: job.id, retryCount: job.retryCount, at: Date.now() });
        if (!job.data.ok || job.retryCount < 1) throw new Error("transient");
      });
      const recovers = await queue.send("retry", { ok: true }, "recovers");
      const never = await queue.send("retry", { ok: false }, "never");
      await waitUntil(async () => attempts.filter((a) => a.id === never).length === 3, 30_000, 100);
      await queue.whenIdle("retry");
      const of = (id: string) => attempts.filter((a) => a.id === id);
      assert.deepEqual(of(recovers).map((a) => a.retryCount), [0, 1]);
      assert.deepEqual(of(never).map((a) => a.retryCount), [0, 1, 2]);
      // The retries wait: at least the first delay, and the second waits longer than the first.
      const [a, b, c] = of(never).map((x) => x.at);
      assert.ok(b - a >= 900, `first retry after ${b - a} ms`);
      assert.ok(c - b >= b - a - 200, `second retry after ${c - b} ms, first after ${b - a} ms`);
      await pause(1500);
      assert.equal(of(never).length, 3);
    });

    it("hands a job that used up its attempts to the give-up handler, once, and a successful one never", async () => {
      const givenUp: string[] = [];
      await queue.work<{ tag: string }>(
        definition("give-up", { retryLimit: 1, retryDelaySeconds: 1 }),
        async (job) => {
          if (job.data.tag === "broken") throw new Error("always");
        },
        async (data) => {
          givenUp.push(data.tag);
        },
      );
      await queue.send("give-up", { tag: "fine" }, "fine");
      await queue.send("give-up", { tag: "broken" }, "broken");
      await waitUntil(async () => givenUp.length > 0, 20_000, 100);
      await queue.whenIdle("give-up");
      await pause(1000);
      assert.deepEqual(givenUp, ["broken"]);
    });

    it("counts waiting and running jobs, names their keys, and drops the waiting ones on clear", async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let started = 0;
      await queue.work(definition("counts", { concurrency: 1 }), async () => {
        started++;
        await gate;
      });
      for (const key of ["a", "b", "c"]) await queue.send("counts", {}, key);
      await waitUntil(async () => started === 1, 10_000);
      assert.deepEqual(await queue.counts("counts"), { queued: 2, active: 1 });
      assert.deepEqual([...(await queue.liveKeys("counts"))].sort(), ["a", "b", "c"]);
      await queue.clear("counts");
      assert.deepEqual(await queue.counts("counts"), { queued: 0, active: 1 });
      release();
      await queue.whenIdle("counts");
      assert.deepEqual(await queue.counts("counts"), { queued: 0, active: 0 });
      assert.equal((await queue.liveKeys("counts")).size, 0);
      assert.equal(started, 1);
    });

    it("aborts the running jobs when the instance stops", async () => {
      const other = await impl.open();
      let aborted = false;
      let started = false;
      await other.work(definition("stop"), async (job) => {
        started = true;
        await new Promise<void>((resolve) => job.signal.addEventListener("abort", () => resolve(), { once: true }));
        aborted = true;
        throw job.signal.reason;
      });
      await other.send("stop", {}, "s");
      await waitUntil(async () => started, 10_000);
      await other.stop();
      assert.equal(aborted, true);
    });
  });
}
