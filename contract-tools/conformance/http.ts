// The check's HTTP calls: one attempt each, every phase bounded (`exchange`), the answer read as JSON
// when it is JSON. Redirects are followed by hand, as the panel's proxy follows FastAPI's
// trailing-slash 307, but a request that carries credentials (the password, the token, a body) only
// within its origin: a hop to another host, or from https to http, is answered with `refused`.
import { exchange, type Limits } from "./exchange";
import { NetError } from "./net-error";
import type { Secrets } from "./secrets";

const MAX_HOPS = 5;

export interface Hop {
  status: number;
  from: string;
  to: string;
}

export interface Answer {
  status: number;
  body: unknown;
  /** The answer's media type, to tell a JSON error from an HTML page. */
  contentType: string;
  /** The answer's headers, names lowercased. */
  headers?: Record<string, string | string[] | undefined>;
  /** The same-origin redirects followed to reach it. */
  hops: Hop[];
  /** Set when a redirect was not followed; says where it pointed and why, in Spanish. */
  refused?: string;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
  headers?: Record<string, string>;
  /** Follows redirects only within the origin even without credentials (what a later request will carry). */
  sameOrigin?: boolean;
}

export interface ClientSettings extends Limits {
  secrets: Secrets;
  /** Outlives `signal` a little, so that what the check created can still be deleted after the deadline. */
  cleanupSignal: AbortSignal;
}

/** Rethrows the end of the overall deadline; any other failure becomes `undefined`, for calls whose failure is said elsewhere. */
export function unlessDeadline(error: unknown): undefined {
  if (error instanceof NetError && error.kind === "deadline") throw error;
  return undefined;
}

async function encode(options: CallOptions): Promise<{ body?: Buffer; type?: string }> {
  if (options.multipart) {
    const encoded = new Response(options.multipart);
    return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get("content-type") ?? undefined };
  }
  if (options.form) return { body: Buffer.from(new URLSearchParams(options.form).toString()), type: "application/x-www-form-urlencoded" };
  if (options.json !== undefined) return { body: Buffer.from(JSON.stringify(options.json)), type: "application/json" };
  return {};
}

function parse(text: string, contentType: string): unknown {
  if (!contentType.includes("json")) return text;
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text; // kept as text: the caller says it is not JSON
  }
}

export class Client {
  constructor(readonly settings: ClientSettings) {}

  /** The same client on the cleanup's longer deadline. */
  forCleanup(): Client {
    return new Client({ ...this.settings, signal: this.settings.cleanupSignal });
  }

  /** Calls `url`; a failure without an answer rejects with a `NetError` saying why in Spanish. */
  async call(method: string, url: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { accept: "application/json", ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let { body, type } = await encode(options);
    const carriesSecrets = Boolean(options.token || options.headers || body || options.sameOrigin);
    const hops: Hop[] = [];
    let current = new URL(url);
    for (;;) {
      const sent = { ...headers, ...(type && { "content-type": type }), ...(body && { "content-length": String(body.length) }) };
      const raw = await exchange(method, current, sent, body, this.settings);
      const contentType = String(raw.headers["content-type"] ?? "");
      const answer: Answer = { status: raw.status, body: parse(raw.body.toString("utf8"), contentType), contentType, headers: raw.headers, hops };
      this.settings.secrets.collect(answer.body);
      const location = raw.headers.location;
      if (raw.status < 300 || raw.status > 399 || raw.status === 304 || !location) return answer;
      const next = new URL(location, current);
      const to = next.href;
      if (hops.length === MAX_HOPS) return { ...answer, refused: `redirige más de ${MAX_HOPS} veces (la última, a ${to})` };
      if (next.protocol !== "http:" && next.protocol !== "https:") return { ...answer, refused: `redirige (${raw.status}) a ${to}, que no es http(s)` };
      if (carriesSecrets && next.origin !== current.origin) {
        const why = current.protocol === "https:" && next.protocol === "http:" ? "de https a http, sin cifrar" : "otro origen";
        return { ...answer, refused: `redirige (${raw.status}) a ${to}, ${why}: no se le envían las credenciales` };
      }
      hops.push({ status: raw.status, from: current.href, to });
      // As fetch does: a POST after 301/302, and anything but GET/HEAD after 303, turns into a GET without body.
      if ((raw.status <= 302 && method === "POST") || (raw.status === 303 && method !== "GET" && method !== "HEAD")) {
        method = "GET";
        body = undefined;
        type = undefined;
      }
      current = next;
    }
  }
}

export function isJson(answer: Answer): boolean {
  return answer.contentType.includes("json") && typeof answer.body !== "string";
}
