// The embedded default's queue: PGlite serves one process, so jobs live in this process's memory with the
// same semantics as pg-boss (per-instance concurrency, one running job per key, retries with backoff).
// Jobs do not outlive the process; start-up marks what they were doing as interrupted.
import { randomUUID } from "node:crypto";
import { backoffMs, type GiveUpHandler, type JobHandler, type JobQueue, type QueueCounts, type QueueDefinition, type SendOptions } from "./job-queue";

interface Pending {
  id: string;
  data: object;
  key: string;
  retryCount: number;
  notBefore: number;
}

interface Lane {
  definition?: QueueDefinition;
  handler?: JobHandler<object>;
  giveUp?: GiveUpHandler<object>;
  waiting: Pending[];
  active: Map<string, { key: string; abort: AbortController; done: Promise<void> }>;
  timers: Set<NodeJS.Timeout>;
  idle: (() => void)[];
}

export class InProcessQueue implements JobQueue {
  readonly kind = "in-process";
  private lanes = new Map<string, Lane>();
  private stopped = false;

  private lane(name: string): Lane {
    let lane = this.lanes.get(name);
    if (!lane) {
      lane = { waiting: [], active: new Map(), timers: new Set(), idle: [] };
      this.lanes.set(name, lane);
    }
    return lane;
  }

  async work<T extends object>(definition: QueueDefinition, handler: JobHandler<T>, giveUp?: GiveUpHandler<T>): Promise<void> {
    const lane = this.lane(definition.name);
    lane.definition = definition;
    lane.handler = handler as JobHandler<object>;
    lane.giveUp = giveUp as GiveUpHandler<object> | undefined;
    this.pump(definition.name);
  }

  async send<T extends object>(name: string, data: T, key: string, options: SendOptions = {}): Promise<string> {
    const id = randomUUID();
    this.lane(name).waiting.push({ id, data, key, retryCount: 0, notBefore: options.startAfter?.getTime() ?? 0 });
    this.pump(name);
    return id;
  }

  async counts(name: string): Promise<QueueCounts> {
    const lane = this.lane(name);
    return { queued: lane.waiting.length, active: lane.active.size };
  }

  async liveKeys(name: string): Promise<Set<string>> {
    const lane = this.lane(name);
    return new Set([...lane.waiting.map((j) => j.key), ...[...lane.active.values()].map((a) => a.key)]);
  }

  async clear(name: string): Promise<void> {
    const lane = this.lane(name);
    lane.waiting = [];
    lane.timers.forEach(clearTimeout);
    lane.timers.clear();
    this.settle(lane);
  }

  whenIdle(name: string): Promise<void> {
    const lane = this.lane(name);
    if (this.isIdle(lane)) return Promise.resolve();
    return new Promise((resolve) => lane.idle.push(resolve));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const running: Promise<void>[] = [];
    for (const lane of this.lanes.values()) {
      lane.timers.forEach(clearTimeout);
      lane.timers.clear();
      lane.waiting = [];
      for (const a of lane.active.values()) {
        a.abort.abort(new Error("shutdown"));
        running.push(a.done);
      }
    }
    await Promise.allSettled(running);
  }

  private isIdle(lane: Lane): boolean {
    return lane.waiting.length === 0 && lane.active.size === 0;
  }

  private settle(lane: Lane): void {
    if (!this.isIdle(lane)) return;
    const waiters = lane.idle;
    lane.idle = [];
    waiters.forEach((w) => w());
  }

  private pump(name: string): void {
    const lane = this.lane(name);
    const { definition, handler } = lane;
    if (this.stopped || !definition || !handler) return;
    const now = Date.now();
    while (lane.active.size < definition.concurrency) {
      const busy = new Set([...lane.active.values()].map((a) => a.key));
      const index = lane.waiting.findIndex((j) => j.notBefore <= now && !busy.has(j.key));
      if (index < 0) break;
      const [job] = lane.waiting.splice(index, 1);
      const abort = new AbortController();
      const done = handler({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: definition.retryLimit, signal: abort.signal })
        .catch(async () => {
          // Stopping: the job ends with this process (start-up marks its work interrupted).
          if (this.stopped) return;
          if (job.retryCount >= definition.retryLimit) {
            await lane.giveUp?.(job.data).catch(() => undefined);
            return;
          }
          lane.waiting.push({ ...job, retryCount: job.retryCount + 1, notBefore: Date.now() + backoffMs(definition, job.retryCount) });
        })
        .finally(() => {
          lane.active.delete(job.id);
          this.pump(name);
          this.settle(lane);
        });
      lane.active.set(job.id, { key: job.key, abort, done });
    }
    // Retries waiting for their delay: look again when the first is due (a timer may fire a little early:
    // that look finds it not yet due and sets the next one).
    const later = lane.waiting.filter((j) => j.notBefore > now);
    lane.timers.forEach(clearTimeout);
    lane.timers.clear();
    if (later.length > 0) {
      const due = Math.min(...later.map((j) => j.notBefore));
      const timer = setTimeout(() => {
        lane.timers.delete(timer);
        this.pump(name);
      }, due - now + 1);
      lane.timers.add(timer);
    }
  }
}
