// Writes with an OpenAI-compatible model (CONTENT_WRITER=openai). At most `concurrency` calls at once on this
// instance; each write has `timeoutMs`, within which a 429's Retry-After is waited out and the call made
// again (the queue's retries come at fixed delays, which a rate limit would not honour).
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { ContentWriterConfig } from "../config";
import { sleep } from "../util/time";
import { chatCompletion, RateLimited, type ChatAnswer, type ChatMessage } from "./chat-completions";
import { articleMessages, modelArticleMarkdown, modelArticleSchema } from "./model-article";
import { modelWebsiteContent, modelWebsiteSchema, websiteMessages } from "./model-website";
import { affiliateUrl, type ArticleInput, type GeneratedArticle } from "./product-article";
import type { SiteInput, WebsiteContent } from "./website-content";
import type { ContentWriter, WriteOptions } from "./writer";
import { WriterError } from "./writer-error";

type OpenAiConfig = Extract<ContentWriterConfig, { kind: "openai" }>;

const ISSUES: Record<string, string> = {
  invalid_type: "falta o no es del tipo esperado",
  too_small: "está vacío o tiene muy pocos elementos",
  too_big: "tiene demasiados elementos",
};

/** The model's answer as `schema` wants it, or a Spanish reason naming the fields that were wrong. */
export function parseAnswer<S extends z.ZodType>(content: string, schema: S): z.output<S> {
  const text = content.trim().replace(/^```(?:json)?\s*|\s*```$/g, "");
  if (!text) throw new WriterError("El modelo no devolvió contenido");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new WriterError("La respuesta del modelo no es JSON válido");
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `«${issue.path.join(".") || "respuesta"}» ${ISSUES[issue.code] ?? "no es válido"}`);
  throw new WriterError(`La respuesta del modelo no tiene la forma esperada: ${fields.join("; ")}`);
}

export class OpenAiWriter implements ContentWriter {
  private running = 0;
  private waiting: (() => void)[] = [];
  private readonly generator: string;

  constructor(
    private readonly config: OpenAiConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.generator = `openai-compatible/${config.model}`;
  }

  async writeArticle(input: ArticleInput, options: WriteOptions): Promise<GeneratedArticle> {
    const link = affiliateUrl(input.amazonUrl, input.asin, input.marketplaceDomain, input.affiliateTag);
    const messages = articleMessages(input, link);
    const onDelta = options.onProgress ? (characters: number) => options.onProgress!({ characters }) : undefined;
    const answer = await this.call(messages, options.signal, onDelta, { productId: input.productId });
    const article = modelArticleMarkdown(input, parseAnswer(answer.content, modelArticleSchema), this.generator);
    return { ...article, metadata: { ...article.metadata, model: this.config.model, ...(answer.usage ? { usage: answer.usage } : {}) } };
  }

  async writeWebsite(input: SiteInput, options: WriteOptions): Promise<WebsiteContent> {
    const answer = await this.call(websiteMessages(input), options.signal, undefined, { site: input.slug });
    return modelWebsiteContent(input, parseAnswer(answer.content, modelWebsiteSchema), this.generator);
  }

  private async call(
    messages: ChatMessage[],
    signal: AbortSignal,
    onDelta: ((characters: number) => void) | undefined,
    about: Record<string, unknown>,
  ): Promise<ChatAnswer> {
    await this.acquire(signal);
    const started = Date.now();
    const deadline = started + this.config.timeoutMs;
    const timeout = AbortSignal.timeout(this.config.timeoutMs);
    const both = AbortSignal.any([signal, timeout]);
    try {
      for (;;) {
        try {
          const answer = await chatCompletion(this.config, messages, { signal: both, onDelta });
          this.log.info({ ...about, model: this.config.model, ms: Date.now() - started, usage: answer.usage }, "content written by the model");
          return answer;
        } catch (err) {
          if (signal.aborted) throw signal.reason;
          if (timeout.aborted) {
            throw new WriterError(`El modelo no respondió a tiempo (límite: ${Math.round(this.config.timeoutMs / 1000)} s, CONTENT_WRITER_TIMEOUT_MS)`);
          }
          if (!(err instanceof RateLimited)) throw err;
          const wait = err.retryAfterMs;
          if (wait === undefined || Date.now() + wait >= deadline) {
            throw new WriterError(wait === undefined ? err.message : `${err.message} (pide esperar ${Math.ceil(wait / 1000)} s, más que el tiempo que queda)`);
          }
          this.log.warn({ ...about, model: this.config.model, retryAfterMs: wait }, "model rate limit: waiting before calling again");
          await sleep(wait, both).catch(() => undefined);
        }
      }
    } finally {
      this.release();
    }
  }

  private async acquire(signal: AbortSignal): Promise<void> {
    if (signal.aborted) throw signal.reason;
    if (this.running < this.config.concurrency) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        signal.removeEventListener("abort", abandon);
        resolve();
      };
      const abandon = () => {
        this.waiting.splice(this.waiting.indexOf(turn), 1);
        reject(signal.reason);
      };
      this.waiting.push(turn);
      signal.addEventListener("abort", abandon, { once: true });
    });
  }

  /** Hands the slot to the next waiter, or frees it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
