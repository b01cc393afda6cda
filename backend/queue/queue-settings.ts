// How the durable queue notices a dead instance and how often it looks for new work. Tests shorten these.
import { DEFAULT_QUEUE_POOL_SIZE } from "../db/pg-connections";

export interface QueueSettings {
  /** A job running longer than this is given up and retried (another instance may take it). */
  expireSeconds: number;
  /** Workers touch their jobs this often at most; a job not touched for this long is retried (>= 10). */
  heartbeatSeconds: number;
  /** How often expired jobs are looked for. */
  superviseSeconds: number;
  /** How often an idle worker looks for jobs another instance queued (the queue's NOTIFY is faster). */
  pollSeconds: number;
  /** PostgreSQL connections of the queue's pool (its LISTEN connection comes on top). */
  poolSize: number;
}

function seconds(env: Record<string, string | undefined>, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min) throw new Error(`${name} debe ser un número >= ${min} (recibido: ${raw})`);
  return n;
}

export function loadQueueSettings(env: Record<string, string | undefined>): QueueSettings {
  return {
    expireSeconds: Math.round(seconds(env, "QUEUE_JOB_EXPIRE_SECONDS", 900, 1)),
    heartbeatSeconds: Math.round(seconds(env, "QUEUE_HEARTBEAT_SECONDS", 30, 10)),
    superviseSeconds: Math.round(seconds(env, "QUEUE_SUPERVISE_SECONDS", 10, 1)),
    pollSeconds: seconds(env, "QUEUE_POLL_SECONDS", 2, 0.5),
    poolSize: Math.round(seconds(env, "QUEUE_POOL_SIZE", DEFAULT_QUEUE_POOL_SIZE, 2)),
  };
}
