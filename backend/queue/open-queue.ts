import type { FastifyBaseLogger } from "fastify";
import type { JobQueue } from "./job-queue";
import { InProcessQueue } from "./in-process-queue";
import type { QueueSettings } from "./queue-settings";

/**
 * pg-boss on a shared PostgreSQL. On PGlite the in-process queue: pg-boss runs there, but installing its
 * schema takes about 15 s and each job waits for a poll, while PGlite serves one process anyway. pg-boss is
 * loaded only here: it needs a newer Node.js than the default path (pg-boss-node.ts).
 */
export async function openJobQueue(databaseUrl: string | undefined, settings: QueueSettings, log: FastifyBaseLogger): Promise<JobQueue> {
  if (!databaseUrl) return new InProcessQueue();
  const { PgBossQueue } = await import("./pg-boss-queue");
  return PgBossQueue.start(databaseUrl, settings, log);
}
