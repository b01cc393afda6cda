// Product content generation: pending → processing → generating → completed | failed.
// One step per PIPELINE_STEP_MS; a queue with bounded concurrency so bulk triggers stay cheap.
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database";
import type { Realtime } from "../realtime";
import { resolveMarket } from "../../lib/markets/markets";
import { DEFAULT_TONE } from "../../features/niches/schemas";
import { getGenerationInput, insertContent, nextContentVersion, productExists, setProductStatus } from "../repos/products-repo";
import { writeProductArticle } from "../content-writer/product-article";
import { productNameFromUrl } from "../content-writer/product-name";
import { sleep } from "../util/time";

export interface GenerationOverrides {
  tone?: string;
  language?: string;
  marketplaceDomain?: string;
  affiliateTag?: string;
}

interface Job extends GenerationOverrides {
  productId: number;
}

export const IN_PROGRESS = new Set(["processing", "generating"]);

export class GenerationQueue {
  private queue: Job[] = [];
  private active = new Set<number>();
  private readonly abort = new AbortController();
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly deps: { db: Database; realtime: Realtime; log: FastifyBaseLogger; stepMs: () => number; concurrency: number },
  ) {}

  stats() {
    return { queued: this.queue.length, processing: this.active.size };
  }

  /** Marks the product processing (persisted, emitted) and queues it. Caller checks it is not in progress. */
  async trigger(productId: number, overrides: GenerationOverrides = {}): Promise<string> {
    await this.change(productId, { status: "processing", error_message: null });
    this.queue.push({ productId, ...overrides });
    this.pump();
    return "processing";
  }

  isBusy(productId: number): boolean {
    return this.active.has(productId) || this.queue.some((j) => j.productId === productId);
  }

  /** Drops queued jobs (used by the test reset). */
  clearQueue(): void {
    this.queue = [];
  }

  /** Resolves when no job is queued or running (tests). */
  whenIdle(): Promise<void> {
    if (this.queue.length === 0 && this.active.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  close(): void {
    this.closed = true;
    this.queue = [];
    this.abort.abort(new Error("shutdown"));
  }

  private pump(): void {
    while (!this.closed && this.active.size < this.deps.concurrency && this.queue.length > 0) {
      const job = this.queue.shift()!;
      if (this.active.has(job.productId)) continue;
      this.active.add(job.productId);
      void this.run(job).finally(() => {
        this.active.delete(job.productId);
        this.pump();
        if (this.queue.length === 0 && this.active.size === 0) {
          const waiters = this.idleWaiters;
          this.idleWaiters = [];
          waiters.forEach((w) => w());
        }
      });
    }
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
        error_message: row.error_message,
        updated_at: row.updated_at,
      },
    });
    return row;
  }

  private async run(job: Job): Promise<void> {
    const { db, log } = this.deps;
    const stepMs = () => this.deps.stepMs();
    const signal = this.abort.signal;
    try {
      await sleep(stepMs(), signal);
      const p = await getGenerationInput(db, job.productId);
      if (!p) return;
      const productName = p.name || productNameFromUrl(p.amazon_url);
      if (!(await this.change(p.id, { status: "generating", product_name: productName }))) return;
      await sleep(stepMs(), signal);
      if (!p.asin) {
        throw new Error("No se pudo identificar el producto: la URL no contiene un ASIN (/dp/XXXXXXXXXX)");
      }
      const market = resolveMarket(p.mercado) ?? resolveMarket("us")!;
      let urlDomain: string | undefined;
      try {
        urlDomain = new URL(p.amazon_url).hostname.replace(/^www\./, "");
      } catch {
        urlDomain = undefined;
      }
      const version = await nextContentVersion(db, p.id);
      const article = writeProductArticle({
        productId: p.id,
        asin: p.asin,
        amazonUrl: p.amazon_url,
        productName,
        nicheName: p.niche_name,
        tone: job.tone || p.custom_tone || p.default_tone || DEFAULT_TONE,
        language: job.language || market.lang,
        affiliateTag: job.affiliateTag ?? p.affiliate_tag,
        marketplaceDomain: job.marketplaceDomain || urlDomain || market.dominio,
        marketName: market.pais,
        version,
      });
      if (signal.aborted) return;
      if (!(await productExists(db, p.id))) return;
      await insertContent(db, p.id, article);
      await this.change(p.id, { status: "completed", product_name: productName, error_message: null });
    } catch (err) {
      if (signal.aborted || this.closed) return;
      const message = err instanceof Error ? err.message : String(err);
      log.warn({ productId: job.productId, err: message }, "product generation failed");
      try {
        const row = await this.change(job.productId, { status: "failed", error_message: message });
        if (row) this.deps.realtime.notify("error", `Falló la generación del producto ${job.productId}: ${message}`);
      } catch (e) {
        log.error({ err: e }, "could not mark product as failed");
      }
    }
  }
}
