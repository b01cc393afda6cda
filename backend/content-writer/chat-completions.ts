// One call to an OpenAI-compatible chat completions endpoint (OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio,
// OpenRouter), plain or streamed (SSE). Failures become WriterErrors with a Spanish reason; none of them
// carries the API key, even when the server's own message echoes it.
import { ModelUnavailable, WriterError } from "./writer-error";
import type { ModelFault } from "../pipelines/circuit-breaker";
import { fallbackFormat, firstFormat, refusesFormat, rememberFormat, responseFormat, type AnswerFormat, type AnswerShape } from "./answer-format";
import { maskKey } from "./mask-key";

export interface ChatEndpoint {
  baseUrl: string;
  apiKey: () => string | undefined;
  model: string;
  /** Sent as `max_tokens` (or `max_completion_tokens`, for models that refuse it): what one answer may cost at most. */
  maxTokens: number;
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface TokenUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface ChatAnswer {
  content: string;
  usage: TokenUsage | null;
}

/** The most an answer may hold: well above an article (stored articles are capped at 256 KB). */
export const MAX_ANSWER_BYTES = 1024 * 1024;

function tooLong(): WriterError {
  return new WriterError(`La respuesta del modelo supera ${MAX_ANSWER_BYTES / 1024 / 1024} MB`);
}

/** A 429: how long the server asked to wait, when it said so. */
export class RateLimited extends WriterError {
  constructor(
    message: string,
    readonly retryAfterMs: number | undefined,
  ) {
    super(message);
  }
}

const STATUS_REASONS: Record<number, string> = {
  400: "petición no válida",
  401: "clave de API no válida o ausente (OPENAI_API_KEY)",
  403: "acceso denegado con esta clave de API",
  404: "modelo o dirección no encontrados (revisa CONTENT_MODEL y OPENAI_BASE_URL)",
  408: "tiempo de espera agotado en el servidor",
  413: "petición demasiado grande",
  422: "petición no válida",
  429: "demasiadas peticiones",
  500: "error interno del servidor del modelo",
  502: "pasarela incorrecta",
  503: "servicio no disponible",
  504: "tiempo de espera agotado en la pasarela",
};

/** Refusals that every call would get alike, whatever it asks. */
const SERVER_FAULTS: Record<number, ModelFault> = { 401: "key_rejected", 403: "access_denied", 404: "model_not_found" };

/** The endpoint's URL: the base's path plus /chat/completions, its query (Azure's api-version) kept. */
export function chatCompletionsUrl(baseUrl: string): URL {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/chat/completions`;
  return url;
}

function redact(text: string, key: string | undefined): string {
  return maskKey(text, key);
}

/** Seconds or an HTTP date, as Retry-After allows. */
export function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

async function refusal(res: Response, key: string | undefined): Promise<WriterError> {
  const reason = STATUS_REASONS[res.status] ?? (res.status >= 500 ? "error del servidor del modelo" : "petición rechazada");
  let message = `El modelo respondió ${res.status}: ${reason}`;
  // A bad request's own words say what to fix (an unsupported option); an auth error's may quote the key.
  if (res.status === 400 || res.status === 422) {
    const body = await cappedText(res).catch(() => "");
    let detail = body;
    try {
      const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; detail?: unknown; message?: unknown };
      const found = typeof parsed.error === "object" ? parsed.error?.message : (parsed.error ?? parsed.detail ?? parsed.message);
      detail = typeof found === "string" ? found : "";
    } catch {
      // not JSON: the text itself
    }
    detail = redact(detail.replace(/\s+/g, " ").trim(), key).slice(0, 200);
    if (detail) message += ` (${detail})`;
  } else {
    await res.body?.cancel().catch(() => undefined);
  }
  const fault = SERVER_FAULTS[res.status];
  if (fault) return new ModelUnavailable(message, fault);
  if (res.status !== 429) return new WriterError(message);
  // A rate limit says when to come back; an exhausted quota does not.
  const header = res.headers.get("retry-after");
  return header === null ? new ModelUnavailable(message, "quota_exhausted") : new RateLimited(message, retryAfterMs(header));
}

function usageOf(value: unknown): TokenUsage | null {
  const u = value as Partial<TokenUsage> | null | undefined;
  if (typeof u?.prompt_tokens !== "number" || typeof u.completion_tokens !== "number") return null;
  return {
    prompt_tokens: u.prompt_tokens,
    completion_tokens: u.completion_tokens,
    total_tokens: typeof u.total_tokens === "number" ? u.total_tokens : u.prompt_tokens + u.completion_tokens,
  };
}

interface Choice {
  message?: { content?: unknown };
  delta?: { content?: unknown };
  finish_reason?: unknown;
}

/** A cut answer is refused, never stored as half an article. */
function checkFinish(reason: unknown, maxTokens: number): void {
  if (reason === "length") {
    throw new WriterError(`La respuesta del modelo se cortó: alcanzó el límite de ${maxTokens} tokens (CONTENT_MAX_TOKENS)`);
  }
  if (reason === "content_filter") throw new WriterError("El filtro de contenido del modelo bloqueó la respuesta");
}

function streamError(chunk: { error?: { message?: unknown } | string }, key: string | undefined): WriterError {
  const said = typeof chunk.error === "string" ? chunk.error : chunk.error?.message;
  const detail = typeof said === "string" ? `: ${redact(said, key).slice(0, 200)}` : "";
  return new WriterError(`El modelo interrumpió la respuesta${detail}`);
}

async function readStream(res: Response, key: string | undefined, maxTokens: number, onDelta: (characters: number) => void): Promise<ChatAnswer> {
  let content = "";
  let usage: TokenUsage | null = null;
  let buffer = "";
  const decoder = new TextDecoder();
  const handle = (line: string): boolean => {
    if (!line.startsWith("data:")) return false;
    const data = line.slice(5).trim();
    if (data === "[DONE]") return true;
    let chunk: { choices?: Choice[]; usage?: unknown; error?: { message?: unknown } | string };
    try {
      chunk = JSON.parse(data);
    } catch {
      throw new WriterError("La respuesta del modelo no es JSON válido (un fragmento del stream)");
    }
    if (chunk.error) throw streamError(chunk, key);
    usage = usageOf(chunk.usage) ?? usage;
    const choice = chunk.choices?.[0];
    if (typeof choice?.delta?.content === "string" && choice.delta.content) {
      content += choice.delta.content;
      onDelta(content.length);
    }
    checkFinish(choice?.finish_reason, maxTokens);
    return false;
  };
  let received = 0;
  for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
    received += bytes.byteLength;
    if (received > MAX_ANSWER_BYTES) throw tooLong();
    buffer += decoder.decode(bytes, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n")) !== -1) {
      const line = buffer.slice(0, end).replace(/\r$/, "");
      buffer = buffer.slice(end + 1);
      if (handle(line)) return { content, usage };
    }
  }
  handle(buffer.trim());
  return { content, usage };
}

/** The answer's text, refused past MAX_ANSWER_BYTES however the server sends it. */
async function cappedText(res: Response): Promise<string> {
  if (!res.body) return "";
  const chunks: Uint8Array[] = [];
  let received = 0;
  for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
    received += bytes.byteLength;
    if (received > MAX_ANSWER_BYTES) throw tooLong();
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function readJson(res: Response, key: string | undefined, maxTokens: number): Promise<ChatAnswer> {
  let body: { choices?: Choice[]; usage?: unknown; error?: { message?: unknown } | string };
  const text = await cappedText(res);
  try {
    body = JSON.parse(text);
  } catch {
    throw new WriterError("La respuesta del modelo no es JSON válido");
  }
  if (body.error) throw streamError(body, key);
  const choice = body.choices?.[0];
  checkFinish(choice?.finish_reason, maxTokens);
  return { content: typeof choice?.message?.content === "string" ? choice.message.content : "", usage: usageOf(body.usage) };
}

type BudgetField = "max_tokens" | "max_completion_tokens";

type RefusalBody = { error?: { param?: unknown; message?: unknown } | string; detail?: unknown; message?: unknown };

/** A 400's JSON body, to read which parameter it refuses; null when it has none. */
async function refusalBody(res: Response): Promise<RefusalBody | null> {
  if (res.status !== 400 && res.status !== 422) return null;
  try {
    const body = JSON.parse(await cappedText(res.clone())) as unknown;
    return body && typeof body === "object" ? (body as RefusalBody) : null;
  } catch {
    return null;
  }
}

/** A refusal that names `max_tokens` as the parameter the model does not take. */
function refusesMaxTokens(body: RefusalBody): boolean {
  const error = typeof body.error === "object" ? body.error : undefined;
  return error?.param === "max_tokens" || (typeof error?.message === "string" && error.message.includes("max_completion_tokens"));
}

/**
 * Asks for a JSON object of `shape`: by its schema, else as any JSON object, else in the prompt's words alone,
 * as far as the server takes (see answer-format.ts). Streams when `onDelta` is given (and reads a plain answer
 * from a server that ignored `stream`). Ends with `signal`'s reason when it aborts.
 */
export async function chatCompletion(
  endpoint: ChatEndpoint,
  messages: ChatMessage[],
  options: { signal: AbortSignal; shape: AnswerShape; onDelta?: (characters: number) => void },
): Promise<ChatAnswer> {
  const key = endpoint.apiKey();
  const url = chatCompletionsUrl(endpoint.baseUrl);
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json, text/event-stream" };
  if (key) {
    headers.authorization = `Bearer ${key}`;
    // Azure OpenAI takes its keys in its own header.
    if (url.hostname.endsWith(".azure.com")) headers["api-key"] = key;
  }
  const stream = !!options.onDelta;
  const post = async (budgetField: BudgetField, format: AnswerFormat): Promise<Response> => {
    const body = {
      model: endpoint.model,
      messages,
      response_format: responseFormat(format, options.shape),
      [budgetField]: endpoint.maxTokens,
      ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
    };
    try {
      // The key never follows a redirect: an endpoint that moved is configured again, not chased.
      return await fetch(url, { method: "POST", headers, body: JSON.stringify(body), signal: options.signal, redirect: "manual" });
    } catch (err) {
      if (options.signal.aborted) throw options.signal.reason;
      const cause = (err as { cause?: { code?: unknown; message?: unknown } }).cause;
      const why = typeof cause?.code === "string" ? cause.code : typeof cause?.message === "string" ? cause.message : String(err);
      throw new ModelUnavailable(`No se pudo conectar con el modelo en ${url.host}: ${redact(why, key)}`, "unreachable");
    }
  };
  let budgetField: BudgetField = "max_tokens";
  let format = firstFormat(endpoint.baseUrl, endpoint.model);
  let res: Response;
  for (;;) {
    res = await post(budgetField, format);
    const refused = await refusalBody(res);
    // OpenAI's reasoning models refuse `max_tokens` and ask for `max_completion_tokens`, which older
    // servers (Ollama, vLLM) do not know: the budget is sent the first way, and the second when refused.
    if (refused && budgetField === "max_tokens" && refusesMaxTokens(refused)) budgetField = "max_completion_tokens";
    else if (refused && refusesFormat(refused) && fallbackFormat(format)) format = fallbackFormat(format)!;
    else break;
    await res.body?.cancel().catch(() => undefined);
  }
  if (res.ok) rememberFormat(endpoint.baseUrl, endpoint.model, format);
  if (res.status >= 300 && res.status < 400) {
    throw new WriterError(`El modelo respondió ${res.status} (una redirección): revisa OPENAI_BASE_URL; la clave no se envía a otra dirección`);
  }
  if (!res.ok) throw await refusal(res, key);
  try {
    const sse = (res.headers.get("content-type") ?? "").includes("text/event-stream");
    return sse && res.body ? await readStream(res, key, endpoint.maxTokens, options.onDelta ?? (() => undefined)) : await readJson(res, key, endpoint.maxTokens);
  } catch (err) {
    if (options.signal.aborted) throw options.signal.reason;
    if (err instanceof WriterError) throw err;
    throw new WriterError(`La respuesta del modelo se interrumpió: ${redact(err instanceof Error ? err.message : String(err), key)}`);
  }
}
