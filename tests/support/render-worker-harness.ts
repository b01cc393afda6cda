// How tests start render-worker.ts: jest does not bundle, so the worker compiles its TypeScript
// with tsx, and resolves "server-only" as a server component would.
import { Worker } from "node:worker_threads";

export function spawnTsxRenderWorker(): Worker {
  const entry = JSON.stringify(new URL("../../features/product-content/render-worker.ts", import.meta.url).href);
  return new Worker(`import("tsx/esm/api").then(({ tsImport }) => tsImport(${entry}, ${entry}))`, {
    eval: true,
    execArgv: ["--conditions=react-server"],
  });
}
