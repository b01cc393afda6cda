// The durable job queue the pipelines run on: pg-boss on PostgreSQL, an in-process twin on PGlite.
// A handler throws to ask for another attempt (with backoff); on its last attempt it records the
// failure itself, since nothing retries after that.

export interface QueueDefinition {
  name: string;
  /** Jobs of this queue running at once on this instance. */
  concurrency: number;
  /** Attempts after the first one. */
  retryLimit: number;
  /** First retry delay; each further one doubles it. */
  retryDelaySeconds: number;
}

export interface QueueJob<T> {
  id: string;
  data: T;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
  /** Aborted when this instance stops: the handler should throw so another instance takes the job up. */
  signal: AbortSignal;
}

export type JobHandler<T> = (job: QueueJob<T>) => Promise<void>;

/**
 * Called once for a job that ended without success after its last attempt, whatever ended it: its handler
 * threw, or its instance died or stopped while running it. Not called for jobs dropped by `clear`.
 */
export type GiveUpHandler<T> = (data: T) => Promise<void>;

export interface SendOptions {
  startAfter?: Date;
}

export interface QueueCounts {
  /** Waiting to run, retries included. */
  queued: number;
  active: number;
}

export interface JobQueue {
  readonly kind: "pg-boss" | "in-process";
  /** Creates the queue if needed and works its jobs on this instance. */
  work<T extends object>(definition: QueueDefinition, handler: JobHandler<T>, giveUp?: GiveUpHandler<T>): Promise<void>;
  /**
   * Queues a job; two jobs with the same key never run at once (one may wait while the other runs).
   * `startAfter`: not before then. Returns the job's id.
   */
  send<T extends object>(name: string, data: T, key: string, options?: SendOptions): Promise<string>;
  /** Jobs waiting or running on any instance. */
  counts(name: string): Promise<QueueCounts>;
  /** Keys of the jobs that are waiting or running on any instance (some job will still work on them). */
  liveKeys(name: string): Promise<Set<string>>;
  /** Drops the waiting jobs (test reset); running ones go on. */
  clear(name: string): Promise<void>;
  /** Resolves once no job of the queue is waiting or running (tests). */
  whenIdle(name: string): Promise<void>;
  /** Aborts this instance's running jobs and stops taking new ones; the jobs themselves stay queued. */
  stop(): Promise<void>;
}

/** Delay before retry number `retryCount + 1`. */
export function backoffMs(definition: QueueDefinition, retryCount: number): number {
  return definition.retryDelaySeconds * 1000 * 2 ** Math.min(retryCount, 16);
}
