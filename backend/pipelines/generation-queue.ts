// Product content generation: pending → processing → generating → completed | failed.
// One step per PIPELINE_STEP_MS; each product is one job of the durable queue, worked by any instance with
// bounded concurrency. A job may run again (retry, or its instance died): it skips a product no longer in
// progress and stores its content under the job's id, so a product never gets the same generation twice.
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database";
import type { Realtime } from "../realtime";
import type { JobQueue, QueueJob } from "../queue/job-queue";
import { resolveMarket } from "../../lib/markets/markets";
import { DEFAULT_TONE } from "../../features/niches/schemas";
import { getGenerationInput, getProductRow, insertContent, nextContentVersion, setProductStatus } from "../repos/products-repo";
import { WriterError, type ContentWriter, type WriteOptions } from "../content-writer/writer";
import type { ArticleInput } from "../content-writer/product-article";
import { ModelUnavailable } from "../content-writer/writer-error";
import { productNameFromUrl } from "../content-writer/product-name";
import { plainName } from "../content-writer/plain-name";
import { sleep } from "../util/time";
import { INTERRUPTED } from "./interrupted";
import type { GenerationGate, GenerationPause } from "./generation-pause";

export interface GenerationOverrides {
  tone?: string;
  language?: string;
  marketplaceDomain?: string;
  affiliateTag?: string;
}

export interface TriggerOptions {
  resume?: boolean;
  onClaimed?: () => Promise<void>;
}

interface Job extends GenerationOverrides {
  productId: number;
  /** Queued again while model calls were paused: the product waits as pending, not in progress. */
  deferred?: boolean;
}

export const IN_PROGRESS = new Set(["processing", "generating"]);
export const GENERATION_QUEUE = "generation";

/**
 * The length of a typical article answer (3 to 5 sections, pros, cons, FAQ and metadata as JSON): the panel
 * shows the characters written as a share of it. A rough figure on purpose: the answer's real length is known
 * only once it ends, and its ceiling (max_tokens × ~4) would understate the share several times over.
 */
const EXPECTED_ARTICLE_CHARACTERS = 8_000;
/** A streamed write's progress goes out at most this often (each event reaches every admin's socket). */
const PROGRESS_EVERY_MS = 1000;

export const generationKey = (productId: number) => `product:${productId}`;

/** A failure that another attempt would repeat. */
class GenerationFailure extends Error {}

export class GenerationQueue {
  private active = new Set<number>();

  constructor(
    private readonly deps: {
      db: Database;
      realtime: Realtime;
      queue: JobQueue;
      log: FastifyBaseLogger;
      writer: ContentWriter;
      gate: GenerationGate;
      stepMs: () => number;
      concurrency: number;
      retryLimit?: number;
      retryDelaySeconds?: number;
    },
  ) {}

  private get retryDelaySeconds(): number {
    return this.deps.retryDelaySeconds ?? 2;
  }

  /** Starts working generation jobs on this instance. */
  startWorking(): Promise<void> {
    return this.deps.queue.work<Job>(
      {
        name: GENERATION_QUEUE,
        concurrency: this.deps.concurrency,
        retryLimit: this.deps.retryLimit ?? 2,
        retryDelaySeconds: this.retryDelaySeconds,
      },
      (job) => this.run(job),
      // Its last attempt ended with its instance: the product would otherwise stay in progress for good.
      async ({ productId }) => {
        if (!IN_PROGRESS.has((await getProductRow(this.deps.db, productId))?.generation_status ?? "")) return;
        await this.fail(productId, INTERRUPTED);
      },
    );
  }

  /** Jobs waiting and running on every instance. */
  async stats(): Promise<{ queued: number; processing: number }> {
    const { queued, active } = await this.deps.queue.counts(GENERATION_QUEUE);
    return { queued, processing: active };
  }

  /**
   * Marks the product processing (persisted, emitted) and queues it. Undefined when it is already in
   * progress: the status is claimed in one statement, so of two instances asked at once only one queues.
   * `resume` takes up a product left in progress on purpose (the demo data's). `onClaimed` runs once the
   * claim is won and before the job is queued: what it changes is never changed by a refused request,
   * nor after the job has started. If it fails, the product is marked failed with the reason.
   */
  async trigger(productId: number, overrides: GenerationOverrides = {}, options: TriggerOptions = {}): Promise<string | undefined> {
    const claimed = await this.change(productId, { status: "processing", error_message: null, onlyIfIdle: !options.resume });
    if (!claimed) return undefined;
    try {
      await options.onClaimed?.();
    } catch (err) {
      await this.fail(productId, err instanceof Error ? err.message : String(err));
      throw err;
    }
    await this.deps.queue.send<Job>(GENERATION_QUEUE, { productId, ...overrides }, generationKey(productId));
    return "processing";
  }

  /** Why this instance does not call the model now, if it does not. */
  pause(): Promise<GenerationPause | undefined> {
    return this.deps.gate.status();
  }

  /** Whether this instance is generating the product now (the product's status tells about the others). */
  isBusy(productId: number): boolean {
    return this.active.has(productId);
  }

  /** Drops queued jobs (used by the test reset). */
  clearQueue(): Promise<void> {
    return this.deps.queue.clear(GENERATION_QUEUE);
  }

  /** Resolves when no job is queued or running (tests). */
  whenIdle(): Promise<void> {
    return this.deps.queue.whenIdle(GENERATION_QUEUE);
  }

  private async change(productId: number, change: Parameters<typeof setProductStatus>[2]) {
    const row = await setProductStatus(this.deps.db, productId, change);
    if (!row) return undefined;
    this.deps.realtime.emit("product_update", {
      product_id: row.id,
      niche_id: row.niche_id,
      status: row.generation_status,
      product_name: row.product_name,
      content_title: row.content_title,
      error_message: row.error_message,
      data: {
        generation_status: row.generation_status,
        product_name: row.product_name,
        content_title: row.content_title,
        content_image_url: row.content_image_url,
        error_message: row.error_message,
        updated_at: row.updated_at,
      },
    });
    return row;
  }

  /** Publishes a streamed write's progress as product_update, at most every PROGRESS_EVERY_MS. */
  private progressReporter(productId: number, nicheId: number, productName: string) {
    const startedAt = new Date().toISOString();
    let last = 0;
    return ({ characters }: { characters: number }) => {
      const now = Date.now();
      if (now - last < PROGRESS_EVERY_MS) return;
      last = now;
      this.deps.realtime.emit("product_update", {
        product_id: productId,
        niche_id: nicheId,
        status: "generating",
        product_name: productName,
        progress: { characters, expected_characters: EXPECTED_ARTICLE_CHARACTERS, started_at: startedAt },
        data: { generation_status: "generating", product_name: productName },
      });
    };
  }

  private async run(job: QueueJob<Job>): Promise<void> {
    const { productId } = job.data;
    this.active.add(productId);
    try {
      await this.generate(job);
    } catch (err) {
      // Stopping: the job stays in the queue for another instance, or for this one after a restart.
      if (job.signal.aborted) throw err;
      const message = err instanceof Error ? err.message : String(err);
      const final = err instanceof GenerationFailure || err instanceof WriterError;
      if (!final && job.retryCount < job.retryLimit) {
        this.deps.log.warn({ productId, err: message, attempt: job.retryCount + 1 }, "product generation will be retried");
        throw err;
      }
      this.deps.log.warn({ productId, err: message }, "product generation failed");
      try {
        await this.fail(productId, message);
      } catch (e) {
        this.deps.log.error({ err: e }, "could not mark product as failed");
      }
    } finally {
      this.active.delete(productId);
    }
  }

  private async fail(productId: number, message: string): Promise<void> {
    const row = await this.change(productId, { status: "failed", error_message: message });
    if (row) this.deps.realtime.notify("error", `Falló la generación del producto ${productId}: ${message}`);
  }

  /**
   * The writer's article, or undefined when the model server cannot be used: then the breaker counts the
   * fault and the product waits as pending for a later job, never failed for what the server did.
   */
  private async write(job: QueueJob<Job>, input: ArticleInput, onProgress: WriteOptions["onProgress"]) {
    const { breaker } = this.deps.gate;
    try {
      const article = await this.deps.writer.writeArticle(input, { signal: job.signal, onProgress });
      breaker.success();
      return article;
    } catch (err) {
      if (job.signal.aborted) throw err;
      if (!(err instanceof ModelUnavailable)) {
        if (err instanceof WriterError) breaker.success();
        throw err;
      }
      breaker.failure(err.fault);
      this.deps.log.warn({ productId: input.productId, fault: err.fault, err: err.message }, "model unavailable: product generation waits");
      const retryAt = breaker.resumesAt() ?? new Date(Date.now() + this.retryDelaySeconds * 1000);
      await this.defer(job, retryAt);
      return undefined;
    }
  }

  /** Back to pending (unless it is), and queued again to start at `retryAt`. */
  private async defer(job: QueueJob<Job>, retryAt: Date, pending = false): Promise<void> {
    const { productId } = job.data;
    if (!pending && !(await this.change(productId, { status: "pending", error_message: null }))) return;
    await this.deps.queue.send<Job>(GENERATION_QUEUE, { ...job.data, deferred: true }, generationKey(productId), { startAfter: retryAt });
  }

  private async generate(job: QueueJob<Job>): Promise<void> {
    const { db } = this.deps;
    const stepMs = () => this.deps.stepMs();
    const { signal } = job;
    const stillInProgress = async () => IN_PROGRESS.has((await getProductRow(db, job.data.productId))?.generation_status ?? "");
    // A deferred job's product waits as pending. Gone, or finished (by an earlier attempt of this job, or
    // by another job): nothing left to do.
    const waiting = !!job.data.deferred && (await getProductRow(db, job.data.productId))?.generation_status === "pending";
    if (!waiting && !(await stillInProgress())) return;
    const closed = await this.deps.gate.closed();
    if (closed) return this.defer(job, closed.retryAt, waiting);
    if (waiting && !(await this.change(job.data.productId, { status: "processing", error_message: null, onlyIfIdle: true }))) return;
    await sleep(stepMs(), signal);
    const p = await getGenerationInput(db, job.data.productId);
    if (!p) return;
    // A name stored before names were read as plain text is cleaned on its way out too.
    const productName = plainName(p.name ?? "") || productNameFromUrl(p.amazon_url);
    const generating = await this.change(p.id, { status: "generating", product_name: productName });
    if (!generating) return;
    await sleep(stepMs(), signal);
    if (!p.asin) {
      throw new GenerationFailure("No se pudo identificar el producto: la URL no contiene un ASIN (/dp/XXXXXXXXXX)");
    }
    const market = resolveMarket(p.mercado) ?? resolveMarket("us")!;
    let urlDomain: string | undefined;
    try {
      urlDomain = new URL(p.amazon_url).hostname.replace(/^www\./, "");
    } catch {
      urlDomain = undefined;
    }
    const version = await nextContentVersion(db, p.id);
    const article = await this.write(job, {
      productId: p.id,
      asin: p.asin,
      amazonUrl: p.amazon_url,
      productName,
      nicheName: p.niche_name,
      tone: job.data.tone || p.custom_tone || p.default_tone || DEFAULT_TONE,
      language: job.data.language || market.lang,
      affiliateTag: job.data.affiliateTag ?? p.affiliate_tag,
      marketplaceDomain: job.data.marketplaceDomain || urlDomain || market.dominio,
      market,
      version,
    }, this.progressReporter(p.id, generating.niche_id, productName));
    if (!article) return;
    if (signal.aborted) throw signal.reason;
    if (!(await stillInProgress())) return;
    await insertContent(db, p.id, article, job.id);
    await this.change(p.id, { status: "completed", product_name: productName, error_message: null });
  }
}
