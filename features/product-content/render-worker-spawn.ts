import "server-only";
// The worker is named with `new URL(…, import.meta.url)` so that Next's bundler (next build and
// next dev) emits render-worker.ts with its imports as a server chunk of its own and traces it.
import { Worker } from "node:worker_threads";

/** Heap the worker may use: an article at the cap parses in tens of MB; a crafted one stops here. */
const WORKER_HEAP_MB = 256;

export function spawnRenderWorker(): Worker {
  return new Worker(new URL("./render-worker.ts", import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
}
