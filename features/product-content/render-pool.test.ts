/**
 * @jest-environment node
 */
import { once } from "node:events";
import type { Worker } from "node:worker_threads";
import { createRenderPool, type RenderPool, type RenderPoolOptions } from "./render-pool";
import { spawnTsxRenderWorker } from "@/tests/support/render-worker-harness";

jest.mock("server-only", () => ({}));

// Emphasis runs the markdown parser resolves in quadratic time: 24 kB take about 20 s.
const HOSTILE = "*a_".repeat(8192);
const OPTIONS = { footnoteLabels: { label: "Notas", backLabel: "Volver a la referencia {n}" }, affiliateClassName: "boton", insecureImageLabel: "Imagen no mostrada" };
const BUDGET_MS = 1_000;
// Starting a worker that compiles its TypeScript takes a second or two under load.
const STARTUP_MS = 20_000;

jest.setTimeout(60_000);

const pools: RenderPool[] = [];
function pool(options: Partial<RenderPoolOptions> = {}): RenderPool {
  const created = createRenderPool({ spawn: spawnTsxRenderWorker, budgetMs: BUDGET_MS, maxWaitMs: STARTUP_MS, maxWaiting: 4, idleMs: 60_000, ...options });
  pools.push(created);
  return created;
}
afterAll(() => Promise.all(pools.map((created) => created.close())));

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work;
  return { value, ms: performance.now() - start };
}

/** The longest the server's thread went without running a 10 ms timer while `work` ran. */
async function longestStall(work: Promise<unknown>): Promise<number> {
  let done = false;
  void work.finally(() => (done = true));
  let longest = 0;
  while (!done) {
    const { ms } = await timed(new Promise((resolve) => setTimeout(resolve, 10)));
    longest = Math.max(longest, ms - 10);
  }
  return longest;
}

describe("the render pool", () => {
  it("renders an article in its worker", async () => {
    const outcome = await pool().render("# Hola\n\nTexto *en cursiva*", OPTIONS);
    expect(outcome).toEqual({ status: "rendered", html: expect.stringContaining("<em>en cursiva</em>") });
  });

  it("ends a hostile article at its budget, the server's thread free meanwhile, and renders the next one", async () => {
    const renderer = pool();
    await renderer.render("calentamiento", OPTIONS);
    const hostile = timed(renderer.render(HOSTILE, OPTIONS));
    const stall = await longestStall(hostile);
    const { value, ms } = await hostile;
    expect(value).toEqual({ status: "tooSlow" });
    expect(ms).toBeGreaterThanOrEqual(BUDGET_MS - 50);
    expect(ms).toBeLessThan(BUDGET_MS + 1_000);
    // On the request thread the render would be one stall of its whole 20 s; timers only wait for a busy machine.
    expect(stall).toBeLessThan(300);
    expect(await renderer.render("**después**", OPTIONS)).toEqual({ status: "rendered", html: "<p><strong>después</strong></p>" });
  });

  it("refuses a text that ran out of time once without rendering it again", async () => {
    const renderer = pool();
    expect(await renderer.render(HOSTILE, OPTIONS)).toEqual({ status: "tooSlow" });
    const again = await timed(renderer.render(HOSTILE, OPTIONS));
    expect(again.value).toEqual({ status: "tooSlow" });
    expect(again.ms).toBeLessThan(50);
  });

  it("answers busy at once when its queue is full", async () => {
    const full = pool({ maxWaiting: 1 });
    await full.render("calentamiento", OPTIONS);
    const running = full.render(HOSTILE, OPTIONS);
    const waiting = full.render("# Espera", OPTIONS);
    const refused = await timed(full.render("# Sin sitio", OPTIONS));
    expect(refused.value).toEqual({ status: "busy" });
    expect(refused.ms).toBeLessThan(50);
    expect(await running).toEqual({ status: "tooSlow" });
    expect(await waiting).toMatchObject({ status: "rendered" });
  });

  it("answers busy when an article waited longer than its wait for the worker", async () => {
    let ready: Promise<unknown> = Promise.resolve();
    const impatient = pool({
      budgetMs: 3_000,
      maxWaitMs: 300,
      spawn: () => {
        const worker = spawnTsxRenderWorker();
        ready = once(worker, "message");
        return worker;
      },
    });
    void impatient.render("calentamiento", OPTIONS);
    await ready;
    const running = impatient.render(HOSTILE, OPTIONS);
    const waited = await timed(impatient.render("# Espera", OPTIONS));
    expect(waited.value).toEqual({ status: "busy" });
    expect(waited.ms).toBeGreaterThanOrEqual(250);
    expect(waited.ms).toBeLessThan(1_500);
    expect(await running).toEqual({ status: "tooSlow" });
  });

  it("ends an idle worker, and starts another for the next article", async () => {
    const workers: Worker[] = [];
    const idle = pool({
      idleMs: 100,
      spawn: () => {
        workers.push(spawnTsxRenderWorker());
        return workers[workers.length - 1];
      },
    });
    await idle.render("# Uno", OPTIONS);
    await once(workers[0], "exit");
    expect(await idle.render("# Dos", OPTIONS)).toMatchObject({ status: "rendered" });
    expect(workers).toHaveLength(2);
  });
});
