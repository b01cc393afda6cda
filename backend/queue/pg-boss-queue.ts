// The queue on a shared PostgreSQL: pg-boss keeps the jobs in the database, so they survive a crash and
// any instance works them. A job whose instance died is expired (no heartbeat, or past its expiry) by
// whichever instance supervises next, and retried there.
import { PgBoss, type Queue, type UpdateQueueOptions } from "pg-boss";
import type { FastifyBaseLogger } from "fastify";
import type { GiveUpHandler, JobHandler, JobQueue, QueueCounts, QueueDefinition, SendOptions } from "./job-queue";
import type { QueueSettings } from "./queue-settings";

const SCHEMA = "pgboss";
const UNFINISHED = "state IN ('created', 'retry', 'active')";

export class PgBossQueue implements JobQueue {
  readonly kind = "pg-boss";
  private workers = new Map<string, string>();
  private running = new Set<AbortController>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly settings: QueueSettings,
  ) {}

  static async start(databaseUrl: string, settings: QueueSettings, log: FastifyBaseLogger): Promise<PgBossQueue> {
    const boss = new PgBoss({
      connectionString: databaseUrl,
      schema: SCHEMA,
      max: settings.poolSize,
      superviseIntervalSeconds: settings.superviseSeconds,
      monitorIntervalSeconds: settings.superviseSeconds,
      useListenNotify: true,
      // The backlog count that lets a busy worker fetch again at once (see work()) is this fresh.
      queueCacheIntervalSeconds: Math.max(1, Math.ceil(settings.pollSeconds)),
    });
    boss.on("error", (err) => log.error({ err }, "job queue error"));
    boss.on("warning", (warning) => log.warn({ warning }, "job queue warning"));
    await boss.start();
    return new PgBossQueue(boss, settings);
  }

  async work<T extends object>(definition: QueueDefinition, handler: JobHandler<T>, giveUp?: GiveUpHandler<T>): Promise<void> {
    const { name } = definition;
    // A job that used up its attempts is copied there by pg-boss, expiries included.
    const deadLetter = giveUp ? `${name}-given-up` : undefined;
    if (deadLetter) await this.ensureQueue(deadLetter, { retryLimit: 2, retryDelay: 1, retryBackoff: true, notify: true }, {});
    const options = {
      ...(deadLetter ? { deadLetter } : {}),
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: this.settings.expireSeconds,
      heartbeatSeconds: this.settings.heartbeatSeconds,
    };
    const { heartbeatSeconds: _fixedAtCreation, ...changeable } = options;
    await this.ensureQueue(name, { ...options, policy: "singleton", notify: true }, changeable);
    const polling = { batchSize: 1, pollingIntervalSeconds: this.settings.pollSeconds, notifyPollingIntervalSeconds: this.settings.pollSeconds };
    if (deadLetter && giveUp) await this.boss.work<T>(deadLetter, polling, async ([job]) => giveUp(job.data));
    const workerId = await this.boss.work<T>(
      name,
      // While jobs wait, a worker that finished one fetches the next at once instead of after its poll
      // delay; NOTIFY only wakes idle workers, so without this a backlog drains one job per poll.
      { ...polling, localConcurrency: definition.concurrency, burstWhenReadyExceeds: 1 },
      async ([job]) => {
        const abort = new AbortController();
        const stop = () => abort.abort(job.signal.reason ?? new Error("shutdown"));
        job.signal.addEventListener("abort", stop);
        this.running.add(abort);
        try {
          await handler({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: definition.retryLimit, signal: abort.signal });
        } finally {
          this.running.delete(abort);
          job.signal.removeEventListener("abort", stop);
        }
      },
    );
    this.workers.set(name, workerId);
  }

  /** Creates the queue, or brings an existing one's changeable options up to date. */
  private async ensureQueue(name: string, create: Omit<Queue, "name">, update: UpdateQueueOptions): Promise<void> {
    if (await this.boss.getQueue(name)) {
      if (Object.keys(update).length > 0) await this.boss.updateQueue(name, update);
      return;
    }
    // Another instance may create it at the same moment.
    await this.boss.createQueue(name, create).catch(async (err) => {
      if (!(await this.boss.getQueue(name))) throw err;
    });
  }

  async send<T extends object>(name: string, data: T, key: string, options: SendOptions = {}): Promise<string> {
    const id = await this.boss.send(name, data, { singletonKey: key, ...(options.startAfter ? { startAfter: options.startAfter } : {}) });
    if (!id) throw new Error(`El trabajo ${key} no se pudo encolar`);
    // Wakes this instance's worker now instead of at its next poll; others hear the queue's NOTIFY.
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
    return id;
  }

  async counts(name: string): Promise<QueueCounts> {
    const { rows } = await this.boss
      .getDb()
      .executeSql(`SELECT state::text AS state, count(*)::int AS n FROM ${SCHEMA}.job WHERE name = $1 AND ${UNFINISHED} GROUP BY state`, [name]);
    const by = Object.fromEntries(rows.map((r: { state: string; n: number }) => [r.state, Number(r.n)]));
    return { queued: (by.created ?? 0) + (by.retry ?? 0), active: by.active ?? 0 };
  }

  async liveKeys(name: string): Promise<Set<string>> {
    const { rows } = await this.boss
      .getDb()
      .executeSql(`SELECT DISTINCT singleton_key AS key FROM ${SCHEMA}.job WHERE name = $1 AND ${UNFINISHED}`, [name]);
    return new Set(rows.map((r: { key: string | null }) => r.key).filter((k: string | null): k is string => !!k));
  }

  async clear(name: string): Promise<void> {
    await this.boss.deleteQueuedJobs(name);
  }

  async whenIdle(name: string): Promise<void> {
    for (;;) {
      const { queued, active } = await this.counts(name);
      if (queued + active === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async stop(): Promise<void> {
    for (const abort of this.running) abort.abort(new Error("shutdown"));
    await this.boss.stop({ graceful: true, timeout: 10_000 });
  }
}
