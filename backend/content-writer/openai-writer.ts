// Writes with an OpenAI-compatible model (CONTENT_WRITER=openai). At most `concurrency` writes at once on this
// instance; each write has `timeoutMs`, within which a 429's Retry-After is waited out and the call made
// again (the queue's retries come at fixed delays, which a rate limit would not honour), and an answer of the
// wrong shape is handed back once, with what was wrong, for the model to correct.
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { ContentWriterConfig } from "../config";
import { sleep } from "../util/time";
import { chatCompletion, RateLimited, type ChatAnswer, type ChatMessage, type TokenUsage } from "./chat-completions";
import type { AnswerShape } from "./answer-format";
import { articleMessages, modelArticleMarkdown, modelArticleSchema } from "./model-article";
import { checkAnswer, repairRequest } from "./model-answer";
import { modelWebsiteContent, modelWebsiteSchema, websiteMessages } from "./model-website";
import { maskKey } from "./mask-key";
import { affiliateUrl, type ArticleInput, type GeneratedArticle } from "./product-article";
import type { SiteInput, WebsiteContent } from "./website-content";
import type { ContentWriter, WriteOptions } from "./writer";
import { WriterError } from "./writer-error";

type OpenAiConfig = Extract<ContentWriterConfig, { kind: "openai" }>;

const ARTICLE_SHAPE = { name: "product_article", schema: modelArticleSchema } satisfies AnswerShape;
const WEBSITE_SHAPE = { name: "niche_site_copy", schema: modelWebsiteSchema } satisfies AnswerShape;

/** One call within a write: its messages, and where a streamed answer's progress goes. */
type Ask = (messages: ChatMessage[], onDelta?: (characters: number) => void) => Promise<ChatAnswer>;

function addUsage(a: TokenUsage | null, b: TokenUsage | null): TokenUsage | null {
  if (!a || !b) return a ?? b;
  return {
    prompt_tokens: a.prompt_tokens + b.prompt_tokens,
    completion_tokens: a.completion_tokens + b.completion_tokens,
    total_tokens: a.total_tokens + b.total_tokens,
  };
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
    const onDelta = options.onProgress ? (characters: number) => options.onProgress!({ characters }) : undefined;
    const about = { productId: input.productId };
    const { value, usage } = await this.answer(options.signal, articleMessages(input, link), ARTICLE_SHAPE, about, onDelta);
    const article = modelArticleMarkdown(input, value, this.generator);
    return { ...article, metadata: { ...article.metadata, model: this.config.model, ...(usage ? { usage } : {}) } };
  }

  async writeWebsite(input: SiteInput, options: WriteOptions): Promise<WebsiteContent> {
    const about = { site: input.slug };
    const { value } = await this.answer(options.signal, websiteMessages(input), WEBSITE_SHAPE, about);
    return modelWebsiteContent(input, value, this.generator);
  }

  /** The answer of `shape`, asked for again once with what was wrong; the usage is both turns'. */
  private answer<S extends z.ZodType>(
    signal: AbortSignal,
    messages: ChatMessage[],
    shape: { name: string; schema: S },
    about: Record<string, unknown>,
    onDelta?: (characters: number) => void,
  ): Promise<{ value: z.output<S>; usage: TokenUsage | null }> {
    return this.write(signal, shape, about, async (ask) => {
      const first = await ask(messages, onDelta);
      const checked = checkAnswer(first.content, shape.schema);
      if (checked.ok) return { value: checked.value, usage: first.usage };
      this.log.warn({ ...about, model: this.config.model, reason: checked.reason }, "model answer of the wrong shape: asking once more");
      const repair: ChatMessage[] = [...messages, { role: "assistant", content: first.content }, { role: "user", content: repairRequest(checked.problems) }];
      // Progress goes on from the first answer's characters: what the screen shows never goes back.
      const second = await ask(repair, onDelta && ((characters) => onDelta(first.content.length + characters)));
      const usage = addUsage(first.usage, second.usage);
      const again = checkAnswer(second.content, shape.schema);
      if (!again.ok) {
        this.log.warn({ ...about, model: this.config.model, usage }, "model answer of the wrong shape twice");
        throw new WriterError(again.reason);
      }
      return { value: again.value, usage };
    });
  }

  /** Runs one write in a slot of its own, within one time budget, its errors free of the key. */
  private async write<T>(signal: AbortSignal, shape: AnswerShape, about: Record<string, unknown>, work: (ask: Ask) => Promise<T>): Promise<T> {
    await this.acquire(signal);
    const timeout = AbortSignal.timeout(this.config.timeoutMs);
    const both = AbortSignal.any([signal, timeout]);
    const deadline = Date.now() + this.config.timeoutMs;
    try {
      return await work((messages, onDelta) => this.call(messages, shape, both, deadline, onDelta, about));
    } catch (err) {
      if (signal.aborted) throw signal.reason;
      if (timeout.aborted) {
        throw new WriterError(`El modelo no respondió a tiempo (límite: ${Math.round(this.config.timeoutMs / 1000)} s, CONTENT_WRITER_TIMEOUT_MS)`);
      }
      // Whatever a server said is shown to admins and API clients: never with the key in it.
      if (err instanceof Error) err.message = maskKey(err.message, this.config.apiKey());
      throw err;
    } finally {
      this.release();
    }
  }

  private async call(
    messages: ChatMessage[],
    shape: AnswerShape,
    signal: AbortSignal,
    deadline: number,
    onDelta: ((characters: number) => void) | undefined,
    about: Record<string, unknown>,
  ): Promise<ChatAnswer> {
    const started = Date.now();
    for (;;) {
      try {
        const answer = await chatCompletion(this.config, messages, { signal, shape, onDelta });
        this.log.info({ ...about, model: this.config.model, ms: Date.now() - started, usage: answer.usage }, "content written by the model");
        return answer;
      } catch (err) {
        if (signal.aborted || !(err instanceof RateLimited)) throw err;
        const wait = err.retryAfterMs;
        if (wait === undefined || Date.now() + wait >= deadline) {
          throw new WriterError(wait === undefined ? err.message : `${err.message} (pide esperar ${Math.ceil(wait / 1000)} s, más que el tiempo que queda)`);
        }
        this.log.warn({ ...about, model: this.config.model, retryAfterMs: wait }, "model rate limit: waiting before calling again");
        await sleep(wait, signal).catch(() => undefined);
      }
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
