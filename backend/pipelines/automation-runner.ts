// Niche automation, as the panel's wizard follows it: four real steps on a timer, each emitting niche_automation_progress.
//   1 website content  2 final config  3 website (static preview at /sites/<slug>/)  4 niche row (inserted, never updated)
// Each task is one job of the durable queue. A job run again (its instance died) resumes the task: steps 1-3
// reuse the results the task stored and the site upsert is idempotent; step 4 inserts the niche and records
// it on the task in one transaction, so a task never creates two niches.
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database";
import type { Realtime } from "../realtime";
import type { FaultInjector } from "../faults";
import { resolveMarket } from "../../lib/markets/markets";
import { AUTOMATION_TOTAL_STEPS, type AutomationStartData } from "../../features/automation/schemas";
import type { AutomationEventStatus } from "../../features/automation/events";
import { buildFinalConfig, type WebsiteContent } from "../content-writer/website-content";
import type { ContentWriter } from "../content-writer/writer";
import { getNiche, insertNiche, slugTaken, type NicheValues } from "../repos/niches-repo";
import { upsertSite } from "../repos/sites-repo";
import type { TemplateRef } from "../repos/catalog-repo";
import { cancelRunningTask, getTaskRun, listRunningTaskIds, insertTask, updateTask, whileTaskRunning } from "../repos/tasks-repo";
import type { JobQueue, QueueJob } from "../queue/job-queue";
import { sleep } from "../util/time";
import { INTERRUPTED } from "./interrupted";

export const AUTOMATION_QUEUE = "automation";

type StartData = AutomationStartData;

const STEP_ERRORS: Record<number, { status: AutomationEventStatus; message: string }> = {
  1: { status: "website_content_error", message: "Error generando contenido web" },
  2: { status: "final_config_error", message: "Error en configuración final" },
  3: { status: "website_error", message: "Error generando página web" },
  4: { status: "niche_error", message: "Error creando nicho en base de datos" },
};

const GOOGLE_KEYS: Record<string, string> = {
  ga_id: "ga_id",
  gaId: "ga_id",
  gtm_id: "gtm_id",
  gtmId: "gtm_id",
  google_tag_id: "google_tag_id",
  googleTagId: "google_tag_id",
  google_ads_id: "google_ads_id",
  googleAdsId: "google_ads_id",
  adsense_client_id: "adsense_client_id",
  adsenseClientId: "adsense_client_id",
  gsc_verification_id: "gsc_verification_id",
  gscVerificationId: "gsc_verification_id",
};

function googleValues(data: Record<string, unknown> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(data ?? {})) {
    const col = GOOGLE_KEYS[k];
    if (col && typeof v === "string" && v.trim()) out[col] = v.trim();
  }
  return out;
}

/** The task was cancelled (or ended) elsewhere: stop without a word, its state is stored. */
class Stopped extends Error {}

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
      faults: FaultInjector;
      log: FastifyBaseLogger;
      writer: ContentWriter;
      /** Read at each step (tests may change it). */
      stepMs: () => number;
      publicBaseUrl: string;
      testHooks: boolean;
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
    const { db, realtime, faults, publicBaseUrl } = this.deps;
    const stepMs = () => this.deps.stepMs();
    let step = 0;
    const results: Record<string, unknown> = { ...stored };
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
    const checkpoint = async (ms: number) => {
      await sleep(ms, signal);
      if (signal.aborted) throw signal.reason;
    };
    const maybeFail = (n: number) => {
      if (this.deps.testHooks && faults.takeAutomation(data.name, n)) throw new Error(`Fallo simulado en el paso ${n}`);
    };

    const market = resolveMarket(data.market.countryCode) ?? resolveMarket(data.market.pais ?? "") ?? resolveMarket("us")!;
    const siteInput = {
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
    };
    const siteUrl = `${publicBaseUrl}/sites/${encodeURIComponent(data.slug)}/`;

    try {
      emit("automation_started", { message: `Automatización iniciada para ${data.name}` });

      // 1. Website content
      step = 1;
      emit("website_content_generating", { message: "Generando contenido web..." });
      await save({ step, message: "Generando contenido web..." });
      await checkpoint(stepMs());
      maybeFail(1);
      const websiteContent = (results.websiteContent as WebsiteContent | undefined) ?? (await this.deps.writer.writeWebsite(siteInput, { signal }));
      results.websiteContent = websiteContent;
      await save({ message: "Contenido web generado", results });
      emit("website_content_completed", { message: "Contenido web generado", data: websiteContent });

      // 2. Final configuration
      step = 2;
      emit("final_config_generating", { message: "Generando configuración final..." });
      await save({ step, message: "Generando configuración final..." });
      await checkpoint(stepMs());
      maybeFail(2);
      const finalConfig = results.finalConfig ?? buildFinalConfig({
        ...siteInput,
        publicBaseUrl,
        siteUrl,
        clientId: data.apiClient?.credentialsGenerated?.clientId,
        google: googleValues(data.googleData),
        templateRepo: template.github_url,
      });
      results.finalConfig = finalConfig;
      await save({ message: "Configuración final generada", results });
      emit("final_config_completed", { message: "Configuración final generada", data: finalConfig });

      // 3. Website: store the preview site served at /sites/<slug>/
      step = 3;
      emit("website_generating", { message: "Generando y desplegando la página web..." });
      await save({ step, message: "Generando y desplegando la página web..." });
      await checkpoint(stepMs());
      maybeFail(3);
      const templateInfo = { id: template.id, name: template.name, slug: template.slug, github_url: template.github_url };
      await upsertSite(db, { slug: data.slug, websiteContent, config: finalConfig, template: templateInfo });
      const deployedAt = new Date().toISOString();
      const websiteConfig = {
        siteUrl,
        vercelUrl: siteUrl,
        url: siteUrl,
        deployment: { id: `dpl_${id.replace(/-/g, "").slice(0, 16)}`, siteUrl, url: siteUrl, status: "ready", created_at: deployedAt },
        provider: "embedded-preview",
        template: templateInfo,
        repository: template.github_url,
        deployed_at: deployedAt,
      };
      results.websiteConfig = websiteConfig;
      await save({ message: "Página web generada", results });
      emit("website_completed", { message: `Página web generada: ${siteUrl}`, data: websiteConfig });

      // 4. Niche row: a niche that took the slug meanwhile is someone else's and stays as it is
      step = 4;
      emit("niche_creating", { message: "Creando el nicho en la base de datos..." });
      await save({ step, message: "Creando el nicho en la base de datos..." });
      await checkpoint(stepMs());
      maybeFail(4);
      const values: NicheValues = {
        name: data.name,
        slug: data.slug,
        affiliate_tag: data.affiliateTag,
        default_tone: data.tone,
        mercado: market.pais,
        description: data.description?.trim() || websiteContent.description,
        keywords: data.keywords?.trim() || websiteContent.keywords.join(", "),
        is_active: true,
        website_content_generated: JSON.stringify(websiteContent),
        vercel_data: JSON.stringify(websiteConfig),
        ...googleValues(data.googleData),
      };
      if (data.apiKey?.key) values.external_api_key = data.apiKey.key;
      const creds = data.apiClient?.credentialsGenerated;
      if (creds?.clientId) values.client_id = creds.clientId;
      if (creds?.clientSecret) values.client_secret = creds.clientSecret;
      const nicheId = await whileTaskRunning(db, id, async (tx, task) => {
        if (task.niche_id !== null) return task.niche_id;
        if (await slugTaken(tx, data.slug)) throw new Error(`Ya existe un nicho con la URL /${data.slug}`);
        const created = await insertNiche(tx, values);
        await updateTask(tx, id, { message: "Nicho creado correctamente", niche_id: created });
        return created;
      });
      if (nicheId === undefined) throw new Stopped("not running");
      // Events reach every admin socket (and, on PostgreSQL, the adapter's table): the niche goes without its credentials.
      const niche = await getNiche(db, nicheId, false);
      emit("niche_completed", { message: "Nicho creado correctamente", data: niche });

      const done = "¡Automatización completada! El sitio web ya está disponible.";
      await save({ status: "completed", message: done, finished: true });
      emit("automation_completed", {
        message: done,
        data: niche,
        final_data: { success: true, niche_data: niche, previous_results: { website_config: { data: websiteConfig } } },
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
      const stepError = STEP_ERRORS[step] ?? { status: "automation_error" as const, message: "Error en automatización" };
      this.deps.log.warn({ taskId: id, step, err: error }, "niche automation failed");
      try {
        if (!(await updateTask(db, id, { status: "failed", error, message: stepError.message, finished: true }))) return;
      } catch (e) {
        this.deps.log.error({ err: e }, "could not store failed automation");
      }
      if (stepError.status !== "automation_error") emit(stepError.status, { error, message: stepError.message });
      emit("automation_error", { error, message: "Error en automatización" });
      realtime.notify("error", `La automatización del nicho ${data.name} falló: ${error}`);
    }
  }
}
