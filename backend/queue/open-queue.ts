import type { FastifyBaseLogger } from "fastify";
import type { JobQueue } from "./job-queue";
import { InProcessQueue } from "./in-process-queue";
import { PgBossQueue } from "./pg-boss-queue";
import type { QueueSettings } from "./queue-settings";

/**
 * pg-boss on a shared PostgreSQL. On PGlite the in-process queue: pg-boss runs there, but installing its
 * schema takes about 15 s and each job waits for a poll, while PGlite serves one process anyway.
 */
export async function openJobQueue(databaseUrl: string | undefined, settings: QueueSettings, log: FastifyBaseLogger): Promise<JobQueue> {
  return databaseUrl ? PgBossQueue.start(databaseUrl, settings, log) : new InProcessQueue();
}
