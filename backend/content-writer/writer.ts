// Who writes a product's article and a niche site's copy: the template writer (offline, deterministic, the
// default) or an OpenAI-compatible model (CONTENT_WRITER=openai), both behind one interface.
import type { FastifyBaseLogger } from "fastify";
import type { ContentWriterConfig } from "../config";
import { writeProductArticle, type ArticleInput, type GeneratedArticle } from "./product-article";
import { writeWebsiteContent, type SiteInput, type WebsiteContent } from "./website-content";
import { OpenAiWriter } from "./openai-writer";

export { WriterError } from "./writer-error";

export interface WriteProgress {
  /** Characters of the answer received so far. */
  characters: number;
}

export interface WriteOptions {
  /** Aborted when the work stops (the instance shuts down, a task is cancelled): the write ends with its reason. */
  signal: AbortSignal;
  /** Called on every chunk of a streamed answer: throttle before publishing. */
  onProgress?: (progress: WriteProgress) => void;
}

export interface ContentWriter {
  writeArticle(input: ArticleInput, options: WriteOptions): Promise<GeneratedArticle>;
  writeWebsite(input: SiteInput, options: WriteOptions): Promise<WebsiteContent>;
}

export const templateWriter: ContentWriter = {
  writeArticle: async (input) => writeProductArticle(input),
  writeWebsite: async (input) => writeWebsiteContent(input),
};

export function createContentWriter(config: ContentWriterConfig, log: FastifyBaseLogger): ContentWriter {
  return config.kind === "openai" ? new OpenAiWriter(config, log) : templateWriter;
}
