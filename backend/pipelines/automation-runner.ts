// Niche automation, as the panel's wizard follows it: its steps (automation-steps.ts) run in turn, each
// announced by niche_automation_progress events. Each task is one job of the durable queue; a job run again
// (its instance died) resumes the task from the results it stored.
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database";
import type { Realtime } from "../realtime";
import { resolveMarket } from "../../lib/markets/markets";
import { AUTOMATION_TOTAL_STEPS, type AutomationStartData } from "../../features/automation/schemas";
import type { AutomationEventStatus } from "../../features/automation/events";
import type { ContentWriter } from "../content-writer/writer";
import type { TemplateRef } from "../repos/catalog-repo";
import { cancelRunningTask, getTaskRun, listRunningTaskIds, insertTask, updateTask } from "../repos/tasks-repo";
import type { JobQueue, QueueJob } from "../queue/job-queue";
import { sleep } from "../util/time";
import { INTERRUPTED } from "./interrupted";
import { Stopped, type AutomationRun, type AutomationStep, type StepOutcome } from "./automation-steps";

export const AUTOMATION_QUEUE = "automation";

type StartData = AutomationStartData;

interface AutomationJob {
  taskId: string;
  template: TemplateRef;
}

/** A database or network failure another attempt may not meet (a pg error carries a SQLSTATE or errno code). */
const transient = (err: unknown) => typeof (err as { code?: unknown })?.code === "string";

export class AutomationRunner {
  private running = new Map<string, { abort: AbortController; done: Promise<void> }>();

  constructor(
    private readonly deps: {
      db: Database;
      realtime: Realtime;
      queue: JobQueue;
      log: FastifyBaseLogger;
      writer: ContentWriter;
      /** Read at each step (tests may change it). */
      stepMs: () => number;
      publicBaseUrl: string;
      /** AUTOMATION_STEPS, which the tests' fault hooks wrap (faults.ts). */
      steps: readonly AutomationStep[];
      retryLimit?: number;
      retryDelaySeconds?: number;
    },
  ) {}

  /** Starts working automation jobs on this instance. */
  startWorking(): Promise<void> {
    return this.deps.queue.work<AutomationJob>(
      { name: AUTOMATION_QUEUE, concurrency: 4, retryLimit: this.deps.retryLimit ?? 3, retryDelaySeconds: this.deps.retryDelaySeconds ?? 2 },
      (job) => this.runJob(job),
      // Its last attempt ended with its instance: the task would otherwise stay running for good.
      async ({ taskId }) => {
        if (!(await updateTask(this.deps.db, taskId, { status: "failed", error: INTERRUPTED, message: INTERRUPTED, finished: true }))) return;
        const request = (await getTaskRun(this.deps.db, taskId))?.request as { slug?: string; name?: string } | undefined;
        this.deps.realtime.emit("niche_automation_progress", {
          task_id: taskId,
          niche_slug: request?.slug ?? "",
          status: "automation_error",
          step: 0,
          total: AUTOMATION_TOTAL_STEPS,
          message: "Error en automatización",
          data: null,
          error: INTERRUPTED,
          final_data: null,
        });
        this.deps.realtime.notify("error", `La automatización del nicho ${request?.name ?? ""} falló: ${INTERRUPTED}`);
      },
    );
  }

  /** Tasks waiting or running on every instance. */
  async runningCount(): Promise<number> {
    const { queued, active } = await this.deps.queue.counts(AUTOMATION_QUEUE);
    return queued + active;
  }

  async start(data: StartData, template: TemplateRef): Promise<string> {
    const id = randomUUID();
    await insertTask(this.deps.db, { id, slug: data.slug, name: data.name, request: data, message: "Automatización iniciada" });
    await this.deps.queue.send<AutomationJob>(AUTOMATION_QUEUE, { taskId: id, template }, `task:${id}`);
    return id;
  }

  /** Stops a running task, wherever it runs; resolves once its cancelled state is stored. */
  async cancel(id: string): Promise<boolean> {
    if (!(await cancelRunningTask(this.deps.db, id))) return false;
    // A run on this instance stops now; one on another instance stops at its next step.
    const local = this.running.get(id);
    if (local) {
      local.abort.abort(new Stopped("cancelled"));
      await local.done;
    }
    const slug = (await getTaskRun(this.deps.db, id))?.request as { slug?: string } | undefined;
    this.deps.realtime.emit("niche_automation_progress", {
      task_id: id,
      niche_slug: slug?.slug ?? "",
      status: "automation_cancelled",
      step: 0,
      total: AUTOMATION_TOTAL_STEPS,
      message: "Automatización cancelada por el usuario",
      data: null,
      error: null,
      final_data: null,
    });
    return true;
  }

  /** Stops this instance's runs; their jobs stay queued for another instance (or the next start). */
  async close(): Promise<void> {
    const all = [...this.running.values()];
    for (const e of all) e.abort.abort(new Error("shutdown"));
    await Promise.allSettled(all.map((e) => e.done));
  }

  /** Cancels everything (test reset). */
  async cancelAll(): Promise<void> {
    await this.deps.queue.clear(AUTOMATION_QUEUE);
    await Promise.all((await listRunningTaskIds(this.deps.db)).map((id) => this.cancel(id)));
  }

  private async runJob(job: QueueJob<AutomationJob>): Promise<void> {
    const { taskId, template } = job.data;
    const task = await getTaskRun(this.deps.db, taskId);
    if (task?.status !== "running") return;
    const abort = new AbortController();
    const forward = () => abort.abort(job.signal.reason);
    job.signal.addEventListener("abort", forward, { once: true });
    const done = this.run(taskId, task.request as StartData, task.results ?? {}, template, abort.signal, job);
    this.running.set(taskId, { abort, done: done.catch(() => undefined) });
    try {
      await done;
    } finally {
      this.running.delete(taskId);
      job.signal.removeEventListener("abort", forward);
    }
  }

  private async run(
    id: string,
    data: StartData,
    stored: Record<string, unknown>,
    template: TemplateRef,
    signal: AbortSignal,
    job: QueueJob<AutomationJob>,
  ): Promise<void> {
    const { db, realtime, publicBaseUrl } = this.deps;
    let step = 0;
    // Every write is also the check that the task still runs (it may have been cancelled on another instance).
    const save = async (patch: Parameters<typeof updateTask>[2]) => {
      if (!(await updateTask(db, id, patch))) throw new Stopped("not running");
    };
    const emit = (status: AutomationEventStatus, extra: Record<string, unknown> = {}) =>
      realtime.emit("niche_automation_progress", {
        task_id: id,
        niche_slug: data.slug,
        status,
        step,
        total: AUTOMATION_TOTAL_STEPS,
        message: null,
        data: null,
        error: null,
        final_data: null,
        ...extra,
      });

    const market = resolveMarket(data.market.countryCode) ?? resolveMarket(data.market.pais ?? "") ?? resolveMarket("us")!;
    const state: AutomationRun = {
      id,
      data,
      template,
      market,
      siteInput: {
        name: data.name,
        slug: data.slug,
        tone: data.tone,
        affiliateTag: data.affiliateTag,
        market: {
          pais: market.pais,
          countryCode: market.countryCode,
          dominio: data.market.dominio || market.dominio,
          lang: data.market.lang || market.lang,
          flag: market.flag,
        },
      },
      siteUrl: `${publicBaseUrl}/sites/${encodeURIComponent(data.slug)}/`,
      results: { ...stored },
      signal,
      db,
      writer: this.deps.writer,
      publicBaseUrl,
    };
    const { steps } = this.deps;

    try {
      emit("automation_started", { message: `Automatización iniciada para ${data.name}` });
      let outcome: StepOutcome | undefined;
      for (const current of steps) {
        step = current.n;
        emit(current.running.status, { message: current.running.message });
        await save({ step, message: current.running.message });
        await sleep(this.deps.stepMs(), signal);
        if (signal.aborted) throw signal.reason;
        outcome = await current.run(state);
        if (!current.storesItself) await save({ message: outcome.message, results: state.results });
        emit(current.done, { message: outcome.announced ?? outcome.message, data: outcome.data });
      }

      // The last step's outcome is the niche it created.
      const niche = outcome?.data;
      const done = "¡Automatización completada! El sitio web ya está disponible.";
      await save({ status: "completed", message: done, finished: true });
      emit("automation_completed", {
        message: done,
        data: niche,
        final_data: { success: true, niche_data: niche, previous_results: { website_config: { data: state.results.websiteConfig } } },
      });
    } catch (err) {
      if (err instanceof Stopped) return;
      // Stopping: the job goes back to the queue and another instance (or the next start) resumes the task.
      if (signal.aborted) throw err;
      const error = err instanceof Error ? err.message : String(err);
      if (transient(err) && job.retryCount < job.retryLimit) {
        this.deps.log.warn({ taskId: id, step, err: error, attempt: job.retryCount + 1 }, "niche automation will be retried");
        throw err;
      }
      const failed = steps.find((s) => s.n === step)?.failed;
      this.deps.log.warn({ taskId: id, step, err: error }, "niche automation failed");
      try {
        if (!(await updateTask(db, id, { status: "failed", error, message: failed?.message ?? "Error en automatización", finished: true }))) return;
      } catch (e) {
        this.deps.log.error({ err: e }, "could not store failed automation");
      }
      if (failed) emit(failed.status, { error, message: failed.message });
      emit("automation_error", { error, message: "Error en automatización" });
      realtime.notify("error", `La automatización del nicho ${data.name} falló: ${error}`);
    }
  }
}
