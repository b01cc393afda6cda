// The render pool's worker thread (render-pool.ts): the markdown pipeline runs here, where a
// crafted article can only spend its own time budget, never the server's request thread.
import { parentPort } from "node:worker_threads";
import { renderMarkdownHtml } from "./render-markdown";
import type { RenderJob, WorkerMessage } from "./render-pool";

const port = parentPort;
if (!port) throw new Error("render-worker.ts runs as a worker thread");
const reply = (message: WorkerMessage) => port.postMessage(message);

port.on("message", ({ markdown, options }: RenderJob) => {
  try {
    reply({ html: renderMarkdownHtml(markdown, options) });
  } catch (error) {
    reply({ error: (error as Error).message });
  }
});
reply({ ready: true });
