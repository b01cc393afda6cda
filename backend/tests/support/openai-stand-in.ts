// A stand-in for an OpenAI-compatible server (POST /v1/chat/completions), so the writer's tests need no
// network. Each request takes the next scripted reply, or `fallback` when none is left; every request is kept.
// Like a real server it honours `max_tokens`: an answer that costs more is cut and ends with finish_reason "length".
import http from "node:http";
import type { AddressInfo } from "node:net";

export type StandInReply =
  /**
   * A chat completion whose message is `content` (as JSON when not a string), streamed when asked. It costs
   * `tokens` (else one per 4 characters); `everyMs` spaces the streamed fragments out.
   */
  | { kind: "answer"; content: unknown; usage?: { prompt_tokens: number; completion_tokens: number }; tokens?: number; everyMs?: number }
  | { kind: "status"; status: number; retryAfter?: string; body?: unknown }
  /** A stream that sends a fragment every `everyMs` and never ends on its own. */
  | { kind: "slow-stream"; everyMs: number }
  /** A 200 whose body is `text` as it is. */
  | { kind: "raw"; text: string }
  /** An error that echoes the request's key as some servers do: base64, shortened to its ends, or URL-encoded. */
  | { kind: "echo-key"; status: number; as: "base64" | "base64url" | "ends" | "ends-dots" | "url" };

/** OpenAI's answer to a key it does not take. */
export const KEY_REJECTED: StandInReply = {
  kind: "status",
  status: 401,
  body: { error: { message: "Incorrect API key provided.", type: "invalid_request_error", code: "invalid_api_key" } },
};

/** OpenAI's answer once the account's quota is spent: a 429 that names no time to come back. */
export const QUOTA_EXHAUSTED: StandInReply = {
  kind: "status",
  status: 429,
  body: { error: { message: "You exceeded your current quota, please check your plan and billing details.", type: "insufficient_quota", code: "insufficient_quota" } },
};

/** A base URL nobody listens on: calls to it are refused, as by a model server that is down. */
export async function closedPortBaseUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

/** Where a stand-in started with `control` takes a reply for every request until it takes `null`. */
export const STAND_IN_OVERRIDE_PATH = "/stand-in/override";

export interface StandInRequest {
  at: number;
  headers: http.IncomingHttpHeaders;
  body: { model?: string; stream?: boolean; max_tokens?: number; response_format?: unknown; messages?: { role: string; content: string }[] };
}

export interface OpenAiStandIn {
  baseUrl: string;
  /** Every request, `response_format` included. */
  requests: StandInRequest[];
  /**
   * The `response_format` types this server refuses, as a server without structured output does: a 400 naming
   * the parameter, before any scripted reply is taken.
   */
  refuses: Set<string>;
  reply(...replies: StandInReply[]): void;
  fallback: StandInReply;
  close(): Promise<void>;
}

const completion = (content: string, usage: unknown, finish: string) => ({
  id: "chatcmpl-stand-in",
  object: "chat.completion",
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finish }],
  usage,
});

/** The answer as a server with this budget sends it: whole, or its first part and "length". */
function withinBudget(content: string, tokens: number, maxTokens: number | undefined): { content: string; finish: string } {
  if (maxTokens === undefined || tokens <= maxTokens) return { content, finish: "stop" };
  return { content: content.slice(0, Math.floor((content.length * maxTokens) / tokens)), finish: "length" };
}

function echoedKey(key: string, as: Extract<StandInReply, { kind: "echo-key" }>["as"]): string {
  if (as === "base64") return Buffer.from(`Bearer ${key}`).toString("base64");
  if (as === "base64url") return Buffer.from(key).toString("base64url");
  if (as === "url") return encodeURIComponent(key);
  return `${key.slice(0, 5)}${as === "ends" ? "…" : "..."}${key.slice(-4)}`;
}

function send(res: http.ServerResponse, reply: StandInReply, stream: boolean, maxTokens: number | undefined, key: string): void {
  if (reply.kind === "echo-key") {
    res.writeHead(reply.status, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { message: `Invalid credentials: ${echoedKey(key, reply.as)}`, type: "invalid_request_error" } }));
    return;
  }
  if (reply.kind === "status") {
    res.writeHead(reply.status, { "content-type": "application/json", ...(reply.retryAfter ? { "retry-after": reply.retryAfter } : {}) });
    res.end(JSON.stringify(reply.body ?? { error: { message: `stand-in ${reply.status}` } }));
    return;
  }
  if (reply.kind === "raw") {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(reply.text);
    return;
  }
  if (reply.kind === "slow-stream") {
    res.writeHead(200, { "content-type": "text/event-stream" });
    const timer = setInterval(() => res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: " " } }] })}\n\n`), reply.everyMs);
    res.on("close", () => clearInterval(timer));
    return;
  }
  const whole = typeof reply.content === "string" ? reply.content : JSON.stringify(reply.content);
  const { content, finish } = withinBudget(whole, reply.tokens ?? Math.ceil(whole.length / 4), maxTokens);
  const usage = reply.usage ? { ...reply.usage, total_tokens: reply.usage.prompt_tokens + reply.usage.completion_tokens } : undefined;
  if (!stream) {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(completion(content, usage, finish)));
    return;
  }
  res.writeHead(200, { "content-type": "text/event-stream" });
  const pieces = content.match(/[\s\S]{1,40}/g) ?? [];
  const end = () => {
    res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: finish }] })}\n\n`);
    if (usage) res.write(`data: ${JSON.stringify({ choices: [], usage })}\n\n`);
    res.end("data: [DONE]\n\n");
  };
  const fragment = (piece: string) => res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
  if (!reply.everyMs) {
    for (const piece of pieces) fragment(piece);
    end();
    return;
  }
  let next = 0;
  const timer = setInterval(() => {
    if (next < pieces.length) return void fragment(pieces[next++]);
    clearInterval(timer);
    end();
  }, reply.everyMs);
  res.on("close", () => clearInterval(timer));
}

export async function startOpenAiStandIn(fallback: StandInReply, port = 0, options: { control?: boolean } = {}): Promise<OpenAiStandIn> {
  const queue: StandInReply[] = [];
  let override: StandInReply | null = null;
  const requests: StandInRequest[] = [];
  const standIn = { fallback, refuses: new Set<string>() } as OpenAiStandIn;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (options.control && req.method === "PUT" && req.url === STAND_IN_OVERRIDE_PATH) {
        override = JSON.parse(Buffer.concat(chunks).toString("utf8") || "null");
        res.writeHead(204).end();
        return;
      }
      if (req.method !== "POST" || req.url?.split("?")[0] !== "/v1/chat/completions") {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
      requests.push({ at: Date.now(), headers: req.headers, body });
      const format = (body.response_format as { type?: unknown } | undefined)?.type;
      if (typeof format === "string" && standIn.refuses.has(format)) {
        res.writeHead(400, { "content-type": "application/json" });
        const message = `Invalid parameter: 'response_format' of type '${format}' is not supported by this server.`;
        res.end(JSON.stringify({ error: { message, type: "invalid_request_error", param: "response_format", code: null } }));
        return;
      }
      const key = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      send(res, queue.shift() ?? override ?? standIn.fallback, body.stream === true, typeof body.max_tokens === "number" ? body.max_tokens : undefined, key);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as AddressInfo).port;
  return Object.assign(standIn, {
    baseUrl: `http://127.0.0.1:${bound}/v1`,
    requests,
    reply: (...replies: StandInReply[]) => void queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
