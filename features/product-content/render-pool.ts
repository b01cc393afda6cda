import "server-only";
// One worker thread renders articles, one at a time, each within a time budget. The markdown parser
// is super-linear on crafted emphasis runs (24 kB take 20 s, 2 MB hours); on the server's request
// thread that would stall every user. Here a render past its budget ends its worker (a new one
// takes the next article), a full queue answers "busy" at once, and an article that waited too long
// to start answers "busy" too: every answer comes within the wait plus the budget, on one thread's CPU.
import { createHash } from "node:crypto";
import type { Worker } from "node:worker_threads";
import type { RenderOptions } from "./render-markdown";

/** What the pool posts to render-worker.ts. */
export interface RenderJob {
  markdown: string;
  options: RenderOptions;
}

/** What render-worker.ts posts back: once when loaded, then one answer per job. */
export type WorkerMessage = { ready: true } | { html: string } | { error: string };

export type RenderOutcome =
  | { status: "rendered"; html: string }
  | { status: "tooSlow" }
  | { status: "busy" }
  | { status: "failed"; reason: string };

export interface RenderPoolOptions {
  /** Starts a worker running render-worker.ts. */
  spawn: () => Worker;
  /** How long one article may render, in ms. */
  budgetMs: number;
  /** How long an article may wait for the worker (behind others, or while it starts), in ms. */
  maxWaitMs: number;
  /** Articles that may wait while one renders. */
  maxWaiting: number;
  /** How long an idle worker is kept, in ms: it holds its heap, and a reloaded module starts a pool of its own. */
  idleMs: number;
}

interface Job {
  request: RenderJob;
  digest: string;
  resolve: (outcome: RenderOutcome) => void;
  waitTimer: NodeJS.Timeout;
}

// A text that ran out of time is refused at once afterwards: a stored version is viewed again and again.
const SLOW_TEXTS_KEPT = 64;

export function createRenderPool({ spawn, budgetMs, maxWaitMs, maxWaiting, idleMs }: RenderPoolOptions) {
  const waiting: Job[] = [];
  const slowTexts = new Set<string>();
  let worker: Worker | null = null;
  let ready = false;
  let running: { job: Job; worker: Worker; timer: NodeJS.Timeout } | null = null;
  let idleTimer: NodeJS.Timeout | undefined;

  /** Ends the current worker; the next article starts another. */
  function retire(current: Worker) {
    if (worker === current) {
      worker = null;
      ready = false;
    }
    void current.terminate();
  }

  function finish(from: Worker, outcome: RenderOutcome) {
    if (running?.worker !== from) return;
    clearTimeout(running.timer);
    const { job } = running;
    running = null;
    job.resolve(outcome);
    next();
  }

  function drop(from: Worker, reason: string) {
    if (worker !== from) return;
    retire(from);
    finish(from, { status: "failed", reason });
    // A worker that could not start fails what waits for it too, rather than leaving it to time out.
    for (const job of waiting.splice(0)) settle(job, { status: "failed", reason });
  }

  function start(): Worker {
    const started = spawn();
    // An idle worker must not keep a process (a test, a script) alive.
    started.unref();
    started.on("message", (message: WorkerMessage) => {
      if ("ready" in message) {
        ready = true;
        next();
      } else finish(started, "html" in message ? { status: "rendered", html: message.html } : { status: "failed", reason: message.error });
    });
    started.on("error", (error) => drop(started, error.message));
    started.on("exit", (code) => drop(started, `worker exited with code ${code}`));
    return started;
  }

  function next() {
    clearTimeout(idleTimer);
    if (running) return;
    if (waiting.length === 0) {
      const idle = worker;
      if (idle) idleTimer = setTimeout(() => retire(idle), idleMs).unref();
      return;
    }
    worker ??= start();
    if (!ready) return;
    const job = waiting.shift() as Job;
    clearTimeout(job.waitTimer);
    const current = worker;
    const timer = setTimeout(() => {
      slowTexts.add(job.digest);
      for (const old of slowTexts) if (slowTexts.size > SLOW_TEXTS_KEPT) slowTexts.delete(old);
      retire(current);
      finish(current, { status: "tooSlow" });
    }, budgetMs);
    running = { job, worker: current, timer };
    current.postMessage(job.request);
  }

  function settle(job: Job, outcome: RenderOutcome) {
    clearTimeout(job.waitTimer);
    job.resolve(outcome);
  }

  return {
    render(markdown: string, options: RenderOptions): Promise<RenderOutcome> {
      const digest = createHash("sha256").update(markdown).digest("base64");
      if (slowTexts.has(digest)) return Promise.resolve({ status: "tooSlow" });
      if (waiting.length >= maxWaiting) return Promise.resolve({ status: "busy" });
      return new Promise((resolve) => {
        const job: Job = {
          request: { markdown, options },
          digest,
          resolve,
          waitTimer: setTimeout(() => {
            waiting.splice(waiting.indexOf(job), 1);
            resolve({ status: "busy" });
          }, maxWaitMs),
        };
        waiting.push(job);
        next();
      });
    },
    /** Ends the worker (a render under way fails); later renders start a new one. */
    async close(): Promise<void> {
      const current = worker;
      if (!current) return;
      drop(current, "closed");
      await current.terminate();
    },
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
